// @vitest-environment node
import { readFileSync } from "node:fs";
import { CALL_NAMES, CALLS } from "@/lib/api/contract";
import { buildOpenApi, OPENAPI_FILE, openApiPath } from "@/tools/contract/openapi-document";
import { isJsonObject, stableStringify, type Json, type JsonObject } from "@/tools/contract/stable-json";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Every `$ref` in the document, with where it was found. */
function refs(value: Json, at = "#"): { at: string; ref: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (!isJsonObject(value)) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key === "$ref" && typeof v === "string" ? [{ at, ref: v }] : refs(v, `${at}/${key}`),
  );
}

/** A local JSON pointer ("#/components/schemas/leadV2Step.name"), or undefined. */
function resolvePointer(document: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: Json | undefined = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    node = isJsonObject(node) ? node[key] : undefined;
  }
  return node;
}

const operations = (document: JsonObject) =>
  Object.entries(document.paths as JsonObject).flatMap(([path, item]) =>
    Object.entries(item as JsonObject)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ path, method, op: op as JsonObject })),
  );

describe("docs/openapi.json", () => {
  const document = buildOpenApi();

  it("is what the contract gives now", () => {
    const onDisk = readFileSync(OPENAPI_FILE, "utf8");
    // Compared as text: key order and formatting are part of what is checked in.
    expect(onDisk === stableStringify(document), "docs/openapi.json is stale: run `npm run contract` and commit it").toBe(true);
  });

  it("is an OpenAPI 3.1 document: version, info, paths with operations", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const info = document.info as JsonObject;
    expect(typeof info.title).toBe("string");
    expect(typeof info.version).toBe("string");
    const paths = document.paths as JsonObject;
    expect(Object.keys(paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(paths)) {
      expect(path).toMatch(/^\//);
      expect(Object.keys(item as JsonObject).filter((k) => METHODS.includes(k)).length, path).toBeGreaterThan(0);
    }
  });

  it("has one operation per call, named by the call, with every path parameter and a 200 answer", () => {
    const ops = operations(document);
    expect(ops.map((o) => o.op.operationId).sort()).toEqual([...CALL_NAMES].sort());
    for (const { path, method, op } of ops) {
      const name = op.operationId as (typeof CALL_NAMES)[number];
      expect(path).toBe(openApiPath(CALLS[name].path));
      expect(method).toBe(CALLS[name].method.toLowerCase());
      const declared = (op.parameters as JsonObject[]).filter((p) => p.in === "path");
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(declared.map((p) => p.name), name).toEqual(placeholders);
      expect(declared.every((p) => p.required === true), name).toBe(true);
      expect((op.responses as JsonObject)["200"], name).toBeDefined();
      expect((op.responses as JsonObject).default, name).toBeDefined();
    }
  });

  it("resolves every $ref inside the document", () => {
    const all = refs(document);
    expect(all.length).toBeGreaterThan(0);
    const broken = all.filter(({ ref }) => resolvePointer(document, ref) === undefined);
    expect(broken).toEqual([]);
  });

  it("sends the Idempotency-Key header on idempotent creations only", () => {
    for (const { op } of operations(document)) {
      const name = op.operationId as (typeof CALL_NAMES)[number];
      const hasKey = (op.parameters as JsonObject[]).some((p) => p.in === "header" && p.name === "Idempotency-Key");
      expect(hasKey, name).toBe(Boolean((CALLS[name] as { idempotent?: true }).idempotent));
    }
  });

  it("describes requests as the proxy forwards them and responses as the backend may send them", () => {
    const leadV2 = (document.paths as JsonObject)["/lead-v2"] as JsonObject;
    const body = (((leadV2.post as JsonObject).requestBody as JsonObject).content as JsonObject)["application/json"] as JsonObject;
    // Output side: the id is a string by then, and unknown fields are stripped.
    expect(((body.schema as JsonObject).properties as JsonObject).idPlan).toMatchObject({ type: "string" });
    expect((body.schema as JsonObject).additionalProperties).toBe(false);
    // Input side: a plan id may arrive as a number.
    const plan = resolvePointer(document, "#/components/schemas/Plan") as JsonObject;
    expect((plan.properties as JsonObject).id).toEqual({ type: ["string", "number"] });
  });
});
