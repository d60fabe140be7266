import { randomUUID } from "node:crypto";
import { CALLS, type BackendRequest, type CallDef, type CallName } from "@/lib/api/contract";

export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/**
 * A BackendRequest built the way the proxy builds one: path parameters, query and body checked
 * by the call's contract schemas (throws a ZodError otherwise), the body reduced to the parsed
 * value. For server code that calls the backend directly, and for the sandbox's tests.
 */
export function backendRequest(call: CallName, parts: RequestParts = {}): BackendRequest {
  const def: CallDef = CALLS[call];
  const params = parts.params ?? {};
  const query = parts.query ?? {};
  if (def.params) def.params.parse(params);
  if (def.query) def.query.parse(query);
  const schema = typeof def.body === "function" ? def.body(params) : def.body;
  const body = schema ? schema.parse(parts.body) : undefined;
  return { call, params, query, body, requestId: randomUUID() };
}
