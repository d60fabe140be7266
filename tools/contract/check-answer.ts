// zod/mini loads no locale, so a type mismatch would read just "Invalid input"; the server's
// English messages name it ("expected string, received number") for whoever reads the report.
import "@/lib/validation/zod-messages";
import { CALLS, type CallName } from "@/lib/api/contract";
import { checkResponse, serverMessage } from "@/lib/api/client/checks";
import { isJsonContentType } from "@/lib/backend/request-body";
import { jsonSchemaOf } from "./json-schema";
import { isJsonObject } from "./stable-json";

/** A backend's answer as received: the status, its content type and the raw body. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

export type ProblemKind = "transport" | "status" | "format" | "json" | "check" | "schema" | "envelope" | "input" | "privacy";

export interface Problem {
  kind: ProblemKind;
  /** Where in the answer ("plans.0.price"), when the problem is a field's. */
  path?: string;
  message: string;
}

const looksLikeHtml = (text: string) => /^\s*<(?:!doctype|html|head|body|[a-z]+[\s>])/i.test(text);

/** The answer's JSON value: `null` for an empty body (as the storefront's client reads it), undefined when not JSON. */
export function jsonValue(answer: Answer): unknown {
  if (!answer.body.trim()) return null;
  if (!isJsonContentType(answer.contentType)) return undefined;
  try {
    return JSON.parse(answer.body) as unknown;
  } catch {
    return undefined;
  }
}

function statusProblem(answer: Answer): Problem {
  const value = jsonValue(answer);
  const text = value === undefined ? null : serverMessage(value);
  const redirect = answer.status >= 300 && answer.status < 400 ? " (a redirect: the storefront does not follow them)" : "";
  return { kind: "status", message: `HTTP ${answer.status}, expected 2xx${redirect}${text ? `: "${text.slice(0, 120)}"` : ""}` };
}

const declaredKeysCache = new Map<CallName, string[]>();

/** The top-level fields the response schema names (none when it is not a plain object schema). */
function declaredKeys(name: CallName): string[] {
  let keys = declaredKeysCache.get(name);
  if (!keys) {
    const { schema, defs } = jsonSchemaOf(CALLS[name].response, "input");
    const ref = typeof schema.$ref === "string" ? defs[schema.$ref.split("/").pop()!] : schema;
    keys = ref && isJsonObject(ref.properties) ? Object.keys(ref.properties) : [];
    declaredKeysCache.set(name, keys);
  }
  return keys;
}

/**
 * One answer against the contract, as the storefront would read it: status, content type, JSON,
 * the client's documented checks (lib/api/client/checks.ts: required fields, success, empty
 * answers), then the call's response schema, every issue with its path. Last, an object answer
 * that passed but holds none of the fields the schema names (the response schemas are loose, all
 * fields optional: `{ "data": { "plans": [] } }` would pass unseen) is a wrong envelope.
 */
export function checkAnswer(name: CallName, answer: Answer): Problem[] {
  if (answer.status < 200 || answer.status >= 300) return [statusProblem(answer)];
  const html = looksLikeHtml(answer.body) ? ", an HTML page" : "";
  if (answer.body.trim() && !isJsonContentType(answer.contentType)) {
    return [{ kind: "format", message: `not JSON: content-type ${answer.contentType || "(none)"}${html}` }];
  }
  const value = jsonValue(answer);
  if (value === undefined) return [{ kind: "json", message: `corrupt JSON${html}` }];

  const problems: Problem[] = [];
  const checked = checkResponse(name, value);
  if (!checked.ok) {
    problems.push({ kind: "check", message: `${checked.error.kind}: ${checked.error.message}` });
    // An empty answer has no fields to check; the schema would only repeat it.
    if (checked.error.kind === "empty") return problems;
  }
  const parsed = CALLS[name].response.safeParse(checked.ok ? checked.value : value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ kind: "schema", path: issue.path.map(String).join("."), message: issue.message });
  }
  const keys = declaredKeys(name);
  if (!problems.length && isJsonObject(value) && keys.length && !keys.some((k) => k in value)) {
    problems.push({ kind: "envelope", message: `none of the contract's fields (${keys.join(", ")}) in the answer` });
  }
  return problems;
}

const MAX_SHOWN = 5;

/** One report line: "ok" or "PROBLEM" with the first few problems ("path: message"). */
export function formatLine(label: string, problems: readonly Problem[]): string {
  if (!problems.length) return `ok       ${label}`;
  const shown = problems.slice(0, MAX_SHOWN).map((p) => (p.path !== undefined ? `${p.path || "(root)"}: ${p.message}` : p.message));
  const more = problems.length > MAX_SHOWN ? ` (+${problems.length - MAX_SHOWN} more)` : "";
  return `PROBLEM  ${label}: ${shown.join("; ")}${more}`;
}
