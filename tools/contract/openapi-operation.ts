import type * as z from "@/lib/validation/z";
import { CALLS, type CallDef, type CallName } from "@/lib/api/contract";
import { CALL_RULES } from "@/lib/api/client/checks";
import { COMPONENT_PREFIX, jsonSchemaOf, mergeDefs, type Io } from "./json-schema";
import { IDEMPOTENCY_PARAMETER } from "./openapi-parts";
import { isJsonObject, type Json, type JsonObject } from "./stable-json";

type Components = Record<string, JsonObject>;

const json = (schema: Json): JsonObject => ({ "application/json": { schema } });
const ref = (id: string): JsonObject => ({ $ref: COMPONENT_PREFIX + id });

function converter(components: Components) {
  return (schema: z.ZodMiniType, io: Io): JsonObject => {
    const converted = jsonSchemaOf(schema, io);
    mergeDefs(components, converted.defs);
    return converted.schema;
  };
}

const propertiesOf = (schema: JsonObject | undefined): JsonObject =>
  schema && isJsonObject(schema.properties) ? schema.properties : {};
const requiredOf = (schema: JsonObject | undefined): string[] =>
  schema && Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === "string") : [];

function pathParameters(def: CallDef, params: JsonObject | undefined): JsonObject[] {
  const properties = propertiesOf(params);
  return [...def.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => {
    const schema = properties[key!];
    if (!schema) throw new Error(`${def.path}: no schema for the path parameter ${key}`);
    return { name: key!, in: "path", required: true, schema };
  });
}

function queryParameters(query: JsonObject | undefined): JsonObject[] {
  const required = requiredOf(query);
  return Object.entries(propertiesOf(query)).map(([name, schema]) => ({ name, in: "query", required: required.includes(name), schema }));
}

/**
 * A body chosen by a path parameter (PATCH lead-v2/{id}/{step}): the parameter is the one whose
 * schema is an enum; each value's body is its own component, `<call>.<value>`.
 */
function bodyByParam(name: CallName, body: (params: Record<string, string>) => z.ZodMiniType | undefined, params: JsonObject | undefined, components: Components): JsonObject {
  const convert = converter(components);
  const found = Object.entries(propertiesOf(params)).find(([, s]) => isJsonObject(s) && Array.isArray(s.enum));
  const values = found && isJsonObject(found[1]) && Array.isArray(found[1].enum) ? found[1].enum : null;
  if (!found || !values) throw new Error(`${name}: a body function needs an enum path parameter to enumerate`);
  const param = found[0];
  const bodies: JsonObject = {};
  let required = false;
  for (const value of values.map(String)) {
    const schema = body({ [param]: value });
    if (!schema) continue;
    required ||= !schema.safeParse(undefined).success;
    mergeDefs(components, { [`${name}.${value}`]: convert(schema, "output") });
    bodies[value] = ref(`${name}.${value}`);
  }
  return {
    required,
    description: `The body depends on {${param}}: components.schemas["${name}.<${param}>"], listed in x-body-by-param.`,
    content: json({ anyOf: Object.values(bodies) }),
    "x-body-by-param": { param, bodies },
  };
}

/**
 * What the storefront's documented checks (lib/api/client/checks.ts) need on top of the schema:
 * keys present and not null, `success` among them where it must be true. Custom rules (postcode
 * lookup, collaborator code) are code and stay in the description of the checks, not here.
 */
function storefrontNeeds(name: CallName): { keys: string[]; successTrue: boolean } {
  const rule = CALL_RULES[name];
  if (rule.custom) return { keys: [], successTrue: false };
  const keys = [...new Set([...(rule.successTrue ? ["success"] : []), ...(rule.required ?? [])])];
  return { keys, successTrue: Boolean(rule.successTrue) };
}

function withRequired(schema: JsonObject, keys: string[]): JsonObject {
  if (!keys.length) return schema;
  if (schema.type === "object") return { ...schema, required: [...new Set([...requiredOf(schema), ...keys])] };
  return { allOf: [schema, { required: keys }] };
}

function responses(name: CallName, response: JsonObject): JsonObject {
  const { keys, successTrue } = storefrontNeeds(name);
  const notes = [
    "The answer the storefront reads.",
    keys.length ? `The storefront's checks also need, present and not null: ${keys.join(", ")}.` : "",
    successTrue ? "success must be true (false is a refusal)." : "",
  ];
  return {
    "200": { description: notes.filter(Boolean).join(" "), content: json(withRequired(response, keys)) },
    ...(CALL_RULES[name].emptyOk ? { "204": { description: "No content (read as {})." } } : {}),
    default: { description: "An error answer.", content: json(ref("ErrorAnswer")) },
  };
}

function extensions(def: CallDef): JsonObject {
  return {
    ...(def.owner ? { "x-owner": { ...def.owner } } : {}),
    // A budget that depends on the path (the lead step's CPF lookup) is named by its rule's text.
    ...(def.rateLimit ? { "x-rate-limit": typeof def.rateLimit === "function" ? "per path parameters (see the call's description)" : def.rateLimit } : {}),
    ...(def.changesState ? { "x-changes-state": true } : {}),
    ...(def.creates ? { "x-creates-ids": true } : {}),
    ...(def.placesOrder ? { "x-places-order": true } : {}),
  };
}

/** One call as an OpenAPI operation; shared schemas it uses are added to `components`. */
export function buildOperation(name: CallName, components: Components): JsonObject {
  const def: CallDef = CALLS[name];
  const convert = converter(components);
  const params = def.params && convert(def.params, "output");
  const parameters = [
    ...pathParameters(def, params),
    ...queryParameters(def.query && convert(def.query, "output")),
    ...(def.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
    { $ref: "#/components/parameters/RequestId" },
    { $ref: "#/components/parameters/ClientAddress" },
    { $ref: "#/components/parameters/LeadHolder" },
  ];
  const body = def.body;
  const requestBody =
    body === undefined
      ? undefined
      : typeof body === "function"
        ? bodyByParam(name, body, params, components)
        : { required: !body.safeParse(undefined).success, content: json(convert(body, "output")) };
  return {
    operationId: name,
    summary: `${def.method} ${def.path}`,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: responses(name, convert(def.response, "input")),
    ...extensions(def),
  };
}
