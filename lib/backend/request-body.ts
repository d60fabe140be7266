/**
 * What the proxy accepts as a request body: JSON only, at most
 * maxBodyBytes, arriving within a deadline, nested at most MAX_BODY_DEPTH levels, and with no
 * control characters or lone surrogates in its text.
 */
import { isCleanText } from "@/lib/validation/clean-text";


/**
 * Deepest nesting of arrays and objects a body may have. The contract's deepest body is three
 * levels (a quiz answer: object, questions array, question object); 8 leaves room for a field
 * added later. A 16 KB body of 8,000 nested brackets would overflow the stack of the checks
 * below (a 502 and an error line per request, seconds of CPU for a few hundred of them).
 */
export const MAX_BODY_DEPTH = 8;

export const BODY_MESSAGES = {
  tooLarge: "Os dados enviados são grandes demais.",
  badJson: "Os dados enviados não estão em formato JSON válido.",
  notJson: "Envie os dados em formato JSON (Content-Type: application/json).",
  slow: "Os dados demoraram demais para chegar. Tente novamente.",
  tooDeep: "Os dados enviados têm níveis demais.",
  badText: "caracteres não permitidos",
} as const;

export type Body =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 408 | 413 | 415; message: string; reason: string }
  | { ok: false; status: 499; reason: "client-abort"; message: string };

/** application/json or a +json type, with or without parameters. */
export const isJsonContentType = (value: string | null): boolean =>
  value !== null && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(value.trim());

const fail = (status: 400 | 408 | 413 | 415, message: string, reason: string): Body => ({ ok: false, status, message, reason });

/**
 * Reads the body: 415 when it is not declared JSON (a body of any other type is refused, an empty
 * one needs no type), 413 past `max` bytes, 408 when it has not all arrived within `deadlineMs`
 * (a client trickling a byte every few seconds would otherwise hold a connection for minutes),
 * 400 when it is not JSON. An empty body is `undefined`.
 */
export async function readJsonBody(request: Request, max: number, deadlineMs: number): Promise<Body> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > max) return fail(413, BODY_MESSAGES.tooLarge, "too-large");
  const typed = isJsonContentType(request.headers.get("content-type"));
  if (!request.body) return { ok: true, value: undefined };
  if (declared > 0 && !typed) return fail(415, BODY_MESSAGES.notJson, "unsupported-type");
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), deadlineMs)));
  try {
    for (;;) {
      const step = await Promise.race([reader.read(), deadline]);
      if (step === "late") {
        reader.cancel().catch(() => undefined);
        return fail(408, BODY_MESSAGES.slow, "slow-body");
      }
      if (step.done) break;
      size += step.value.byteLength;
      if (size > max) {
        reader.cancel().catch(() => undefined);
        return fail(413, BODY_MESSAGES.tooLarge, "too-large");
      }
      chunks.push(step.value);
    }
  } catch (error) {
    // The client went away mid-body: not a server fault.
    if (request.signal.aborted) return { ok: false, status: 499, reason: "client-abort", message: "" };
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (!text.trim()) return { ok: true, value: undefined };
  if (!typed) return fail(415, BODY_MESSAGES.notJson, "unsupported-type");
  // Before parsing: a deep body is refused without building its values at all.
  if (jsonDepth(text) > MAX_BODY_DEPTH) return fail(400, BODY_MESSAGES.tooDeep, "too-deep");
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail(400, BODY_MESSAGES.badJson, "bad-json");
  }
}

/**
 * The deepest nesting of arrays and objects in a JSON text, by one pass over its characters
 * (brackets inside strings do not count). Linear and without recursion, whatever the input; a
 * text that is not JSON gets some number, and JSON.parse refuses it afterwards.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** A value met on the walk of uncleanField, with how it was reached (the path is built only for the one reported). */
interface Visit {
  value: unknown;
  key: string | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit, last?: string): string => {
  const keys: string[] = last === undefined ? [] : [last];
  for (let v: Visit | null = visit; v; v = v.parent) if (v.key !== null) keys.unshift(v.key);
  return keys.join(".");
};

/**
 * The path ("address.complement", "questions.0.answer") of the first unclean string or key, or
 * null. Iterative, in document order: a deep value cannot overflow the stack, and no path is
 * copied per level (both made a 16 KB body cost seconds before MAX_BODY_DEPTH existed).
 */
export function uncleanField(value: unknown): string | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (!isCleanText(current)) return pathOf(visit) || "(corpo)";
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: String(i), parent: visit });
    } else if (current && typeof current === "object") {
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => !isCleanText(key));
      if (badKey) return pathOf(visit, "(chave)");
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
    }
  }
  return null;
}
