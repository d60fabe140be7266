// zod's JSON Schema conversion is not in lib/validation/z (its list is what the browser bundle
// keeps); these tools run in Node only, so they take it from zod's core, as lib/backend does.
import { registry, toJSONSchema } from "zod/v4/core";
import type * as z from "@/lib/validation/z";
import {
  addressFields,
  bankInfoFields,
  bankSchema,
  benefitSchema,
  complementTypeSchema,
  deviceInfoFields,
  documentSchema,
  infraSchema,
  leadAddressSchema,
  leadSchema,
  planSchema,
  quizSchema,
  riskValidationSchema,
  userDataSchema,
} from "@/lib/api/contract";
import { isJsonObject, toJson, type Json, type JsonObject } from "./stable-json";

/**
 * Which side of a zod schema to describe (zod's `io` option). Both are what crosses the wire
 * between the storefront and the backend:
 * - "output" for requests: the /api proxy parses the browser's request with the contract and
 *   forwards the parsed value (lib/backend/types BackendRequest): ids already strings checked
 *   against their pattern, text trimmed, unknown fields stripped (hence additionalProperties false).
 * - "input" for responses: what the backend sends is the input the storefront parses; the output
 *   is the storefront's own view after transforms (ids and decimals made strings), which JSON
 *   Schema cannot express and the backend need not match.
 */
export type Io = "input" | "output";

/**
 * Schemas used by several calls, emitted once under components.schemas and referenced. Response
 * entities are described on their input side, request field groups on their output side; a schema
 * used in both directions would give two different components under one id (mergeDefs refuses).
 */
const SHARED = registry<{ id: string; description: string }>();
const share = (schema: z.ZodMiniType, id: string, description: string) => SHARED.add(schema, { id, description });

share(planSchema, "Plan", "A plan of the catalogue (funnel §3).");
share(benefitSchema, "Benefit", "A benefit of the catalogue (GET benefits).");
share(bankSchema, "Bank", "A bank for direct debit (GET banks).");
share(documentSchema, "RegulationDocument", "A regulation, summary or contract document.");
share(infraSchema, "Infra", "The infrastructure company and technology at an address.");
share(leadAddressSchema, "LeadAddress", "A lead's address as the backend answers it.");
share(leadSchema, "Lead", "A lead as GET lead/{id} answers it (funnel §3).");
share(riskValidationSchema, "RiskValidation", "The risk validation of a lead: approved, quiz or rejected (funnel §4).");
share(quizSchema, "Quiz", "The risk validation quiz.");
share(userDataSchema, "UserData", "A renewal or migration customer, masked.");
share(complementTypeSchema, "ComplementType", "An address complement type of an infrastructure company.");
share(addressFields, "Address", "An address as the storefront sends it (CEP digits only).");
share(bankInfoFields, "BankInfo", "Direct debit account; only Banco do Brasil (001) writes a check digit X.");
share(deviceInfoFields, "DeviceInfo", "Device fingerprint of the anti-fraud provider.");

const DEFS_PREFIX = "#/$defs/";
export const COMPONENT_PREFIX = "#/components/schemas/";

function rewriteRefs(value: Json): Json {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) =>
      key === "$ref" && typeof v === "string" && v.startsWith(DEFS_PREFIX)
        ? [key, COMPONENT_PREFIX + v.slice(DEFS_PREFIX.length)]
        : [key, rewriteRefs(v)],
    ),
  );
}

export interface Converted {
  schema: JsonObject;
  /** Shared schemas it refers to, by id, to go under components.schemas. */
  defs: Record<string, JsonObject>;
}

/**
 * A contract schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect). Anything zod cannot express
 * throws ("unrepresentable": "throw"), so a new kind of schema fails the generator, not silently
 * becomes `{}`. Rules written as code (CPF check digits, area codes, dates) have no JSON form and
 * are left out by zod.
 */
export function jsonSchemaOf(schema: z.ZodMiniType, io: Io): Converted {
  const raw = toJson(toJSONSchema(schema, { io, metadata: SHARED, target: "draft-2020-12", unrepresentable: "throw" }));
  if (!isJsonObject(raw)) throw new Error("zod gave a JSON Schema that is not an object");
  const { $defs, ...rest } = raw;
  // An OpenAPI 3.1 document declares the dialect once (jsonSchemaDialect), not per schema.
  delete rest.$schema;
  const defs = isJsonObject($defs) ? $defs : {};
  return {
    schema: rewriteRefs(rest) as JsonObject,
    defs: Object.fromEntries(Object.entries(defs).map(([id, def]) => [id, rewriteRefs(def) as JsonObject])),
  };
}

/** Adds `defs` to `target`; one id must always describe the same schema. */
export function mergeDefs(target: Record<string, JsonObject>, defs: Record<string, JsonObject>): void {
  for (const [id, def] of Object.entries(defs)) {
    const known = target[id];
    if (known && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`components.schemas.${id} differs between two uses (a shared schema used as a request and as a response?)`);
    }
    target[id] = def;
  }
}
