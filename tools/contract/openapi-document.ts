import { fileURLToPath } from "node:url";
import pkg from "@/package.json" with { type: "json" };
import { CALL_NAMES, CALLS, type CallDef } from "@/lib/api/contract";
import { buildOperation } from "./openapi-operation";
import { CLIENT_ADDRESS_PARAMETER, DOCUMENT_DESCRIPTION, ERROR_ANSWER, LEAD_HOLDER_PARAMETER, REQUEST_ID_PARAMETER } from "./openapi-parts";
import type { JsonObject } from "./stable-json";

/** Where `npm run contract` writes the document (checked in for the operator's backend team). */
export const OPENAPI_FILE = fileURLToPath(new URL("../../docs/openapi.json", import.meta.url));

/** `lead-v2/{id}/{step}` → `/lead-v2/{id}/{step}`: the contract's templates are OpenAPI's already, minus the slash. */
export const openApiPath = (template: string): string => `/${template.replace(/^\/+/, "")}`;

/**
 * The OpenAPI 3.1 document of the contract, in memory. Pure: the same contract gives the same
 * document (tools/contract/openapi.ts writes it with sorted keys; the unit test compares).
 */
export function buildOpenApi(): JsonObject {
  const schemas: Record<string, JsonObject> = { ErrorAnswer: ERROR_ANSWER };
  const paths: Record<string, JsonObject> = {};
  for (const name of CALL_NAMES) {
    const def: CallDef = CALLS[name];
    const path = openApiPath(def.path);
    const item = (paths[path] ??= {});
    const method = def.method.toLowerCase();
    if (item[method]) throw new Error(`two calls are ${def.method} ${def.path}`);
    item[method] = buildOperation(name, schemas);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "UltraFibra storefront: the operator API contract",
      version: pkg.version,
      description: DOCUMENT_DESCRIPTION,
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [
      {
        url: "{baseUrl}",
        description: "The operator's API base, as the storefront's BACKEND_URL names it (paths go under it).",
        variables: { baseUrl: { default: "https://api.example/v1" } },
      },
    ],
    paths,
    components: { schemas, parameters: { RequestId: REQUEST_ID_PARAMETER, ClientAddress: CLIENT_ADDRESS_PARAMETER, LeadHolder: LEAD_HOLDER_PARAMETER } },
  };
}
