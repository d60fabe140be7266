import type { CallName, Quiz, RiskValidation } from "@/lib/api/contract";
import { MESSAGES, missingAddressMessage, missingMessage } from "./messages";
import { apiError, type ApiError } from "./result";

/**
 * The documented response checks (funnel §5, §8; marketing §5), pure: a parsed JSON body in, an
 * error or nothing out. The request core runs them on every 2xx answer before the contract's
 * schema; they read the raw JSON, so "present" means present on the wire.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** funnel §8 "empty": no body, `null` or `""`. */
export const isEmptyBody = (value: unknown): boolean => value === undefined || value === null || value === "";

/** funnel §8: the fields whose text the server means us to show, in this order of preference. */
export const SERVER_MESSAGE_FIELDS = ["error", "erro", "message", "mensagem"] as const;

function textOf(field: unknown): string | null {
  if (typeof field === "string") return field.trim() || null;
  if (isObject(field) && typeof field.message === "string") return field.message.trim() || null;
  return null;
}

/** The first server-sent error/erro/message/mensagem that carries a text, or null. */
export function serverMessage(value: unknown): string | null {
  if (!isObject(value)) return null;
  for (const key of SERVER_MESSAGE_FIELDS) {
    const text = textOf(value[key]);
    if (text) return text;
  }
  return null;
}

/** Whether any message field is set at all (marketing §5: `error: true` still fails a lookup). */
function carriesMessageField(value: Json): boolean {
  return SERVER_MESSAGE_FIELDS.some((key) => {
    const field = value[key];
    return field !== undefined && field !== null && field !== false && field !== "";
  });
}

/** Keys that are absent or null, in the order asked. */
export function missingProperties(value: unknown, keys: readonly string[]): string[] {
  const object = isObject(value) ? value : {};
  return keys.filter((key) => object[key] === undefined || object[key] === null);
}

const empty = (message: string) => apiError("empty", message);
const missing = (keys: readonly string[]) => apiError("missing", missingMessage(keys));
const server = (message: string) => apiError("server", message);

interface CallRule {
  /** Message when the 2xx body is empty. */
  empty: string;
  /** DELETE: 204 No Content is the normal answer; it reads as `{}`. */
  emptyOk?: boolean;
  /** Properties that must be present (not null). */
  required?: readonly string[];
  /** `success` must be present and true (funnel §5 "update and finish"). */
  successTrue?: boolean;
  /** A call-specific rule run after the general ones. */
  extra?: (value: Json) => ApiError | null;
  /** Replaces the general rules entirely (postcode lookup, collaborator validation). */
  custom?: (value: unknown) => ApiError | null;
}

const address = { empty: MESSAGES.emptyAddress } as const;
const userRead = { empty: MESSAGES.emptyUserRead } as const;
const created = { empty: MESSAGES.emptyUserWrite, required: ["success", "id"], successTrue: true } as const;
const update = { empty: MESSAGES.emptyUserWrite, successTrue: true } as const;
const other = { empty: MESSAGES.emptyDefault } as const;

/** marketing §5: the postcode lookup's own rules replace the general ones. */
export function checkCepInformation(value: unknown): ApiError | null {
  if (isEmptyBody(value)) return empty(MESSAGES.emptyCep);
  if (!isObject(value)) return null;
  if (carriesMessageField(value)) return server(serverMessage(value) ?? MESSAGES.invalidCep);
  // funnel §8: a bare `success: false` is "Erro no servidor…", as on every call; listing the
  // address fields it lacks would show the visitor the API's field names (99999-005).
  if (value.success === false) return server(MESSAGES.serverFailure);
  // An empty street ("") passes: towns with a single CEP have none (absent or null fails).
  const lacking = missingProperties(value, ["UF", "city", "address"]);
  return lacking.length ? apiError("missing", missingAddressMessage(lacking)) : null;
}

/**
 * funnel §4: a code that is not validated (success false, validated false, or an error field) is a
 * refusal, with the server's text or the default; the client turns any failure into validated false.
 */
export function checkCollaboratorValidation(value: unknown): ApiError | null {
  if (isEmptyBody(value)) return empty(MESSAGES.emptyDefault);
  if (!isObject(value)) return null;
  const text = serverMessage(value);
  const refused = value.success === false || value.validated === false || (value.success !== true && text !== null);
  if (refused) return apiError("rejected", text ?? MESSAGES.serverFailure);
  if (value.success === undefined || value.success === null) return missing(["success"]);
  return value.success === true ? null : apiError("rejected", MESSAGES.serverFailure);
}

/** Every call's rules; a Record so that a new call in the contract cannot go unchecked. */
export const CALL_RULES: Record<CallName, CallRule> = {
  coverage: { ...address, required: ["plans"] },
  coverageApiCep: { ...address, required: ["plans"] },
  addressInfo: address,
  cepInformation: { empty: MESSAGES.emptyCep, custom: checkCepInformation },

  leadCreate: created,
  noCoverageCreate: created,
  supportRequest: created,
  leadV2Create: {
    empty: MESSAGES.emptyUserWrite,
    extra: (v) => (missingProperties(v, ["idLead", "idLeadNoCoverage"]).length === 2 ? missing(["idLead", "idLeadNoCoverage"]) : null),
  },
  leadV2Step: update,
  leadV2Confirm: update,
  quizAnswer: update,
  complements: update,
  leadFinish: update,
  noCoverageUpdate: update,
  migrationPlan: update,
  migrationAddress: update,
  renewalChoose: { empty: MESSAGES.emptyDefault, successTrue: true },
  renewalConfirm: other,
  leadDelete: { ...other, emptyOk: true },
  noCoverageDelete: { ...other, emptyOk: true },

  leadGet: { ...userRead, required: ["id", "address"] },
  migrationLeadGet: { ...userRead, required: ["id", "address"] },
  renewalLookup: userRead,
  migrationOffers: userRead,

  banks: {
    empty: MESSAGES.emptyBanks,
    required: ["banks"],
    extra: (v) => (Array.isArray(v.banks) && v.banks.length === 0 ? empty(MESSAGES.emptyBanks) : null),
  },
  regulations: {
    empty: MESSAGES.emptyRegulations,
    required: ["regulations", "sumarries"],
    extra: (v) =>
      Array.isArray(v.regulations) && Array.isArray(v.sumarries) && v.regulations.length + v.sumarries.length === 0
        ? empty(MESSAGES.emptyRegulations)
        : null,
  },

  createFromRenta: {
    empty: MESSAGES.rentaNoUser,
    extra: (v) => (v.lead === undefined || v.lead === null ? apiError("rejected", MESSAGES.rentaNoCoverage) : null),
  },
  collaboratorNewCode: { empty: MESSAGES.emptyDefault, required: ["success"], successTrue: true },
  collaboratorValidate: { empty: MESSAGES.emptyDefault, custom: checkCollaboratorValidation },

  // Funnel §5 asks plans of the coverage answer; a plan list answer without them is the same
  // fault, not an empty offer (which would send the visitor home without a word, funnel §2).
  staticCatalogue: { ...other, required: ["plans"] },
  plans: { ...other, required: ["plans"] },
  benefits: other,
  complementTypes: other,
};

/** The message for an empty answer to this call. */
export const emptyMessage = (name: CallName): string => CALL_RULES[name].empty;

export type CheckOutcome = { ok: true; value: unknown } | { ok: false; error: ApiError };

/**
 * Runs the call's documented checks on a 2xx body (already JSON-parsed; `null` when empty).
 * Order: empty; a server message unless `success` is true (funnel §8: then the call's own flag
 * says otherwise); `success: false`; required properties; `success` true; the call's extra rule.
 * A body that is not an object is left to the contract's schema (a "corrupt" answer).
 */
export function checkResponse(name: CallName, value: unknown): CheckOutcome {
  const rule = CALL_RULES[name];
  const done = (error: ApiError | null): CheckOutcome => (error ? { ok: false, error } : { ok: true, value });
  if (rule.custom) return done(rule.custom(value));
  if (isEmptyBody(value)) return rule.emptyOk ? { ok: true, value: {} } : done(empty(rule.empty));
  if (!isObject(value)) return done(null);

  if (value.success !== true) {
    const text = serverMessage(value);
    if (text) return done(server(text));
    if (value.success === false) return done(server(MESSAGES.serverFailure));
  }
  const required = rule.successTrue ? ["success", ...(rule.required ?? []).filter((k) => k !== "success")] : (rule.required ?? []);
  const lacking = missingProperties(value, required);
  if (lacking.length) return done(missing(lacking));
  if (rule.successTrue && value.success !== true) return done(server(MESSAGES.serverFailure));
  return done(rule.extra?.(value) ?? null);
}

export type RiskOutcome =
  | { status: "approved" }
  | { status: "quiz"; quiz: Quiz | null }
  | { status: "rejected"; error: ApiError };

/**
 * funnel §4: lead creation (or a quiz answer) may reject with a message or ask for a quiz.
 * A rejection wins over a quiz.
 */
export function riskOutcome(risk: RiskValidation | null | undefined): RiskOutcome {
  if (!risk) return { status: "approved" };
  if (risk.rejected) return { status: "rejected", error: apiError("rejected", risk.rejected_message?.trim() || MESSAGES.riskRejected) };
  if (risk.quiz_needed || risk.quiz) return { status: "quiz", quiz: risk.quiz ?? null };
  return { status: "approved" };
}
