/**
 * What the proxy accepts as a request body (issue #7 §4-6): JSON only, at most maxBodyBytes,
 * arriving within a deadline, and with no control characters or lone surrogates in its text.
 */

export const BODY_MESSAGES = {
  tooLarge: "Os dados enviados são grandes demais.",
  badJson: "Os dados enviados não estão em formato JSON válido.",
  notJson: "Envie os dados em formato JSON (Content-Type: application/json).",
  slow: "Os dados demoraram demais para chegar. Tente novamente.",
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
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return fail(400, BODY_MESSAGES.badJson, "bad-json");
  }
}

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) and UTF-16 surrogates
 * that are not part of a pair. PostgreSQL refuses NUL in text and a lone surrogate is not valid
 * UTF-8: both used to reach the database and answer 500.
 */
export function isCleanText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    if (c >= 0x7f && c <= 0x9f) return false;
    if (c >= 0xdc00 && c <= 0xdfff) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/** The path ("address.complement", "questions.0.answer") of the first unclean string or key, or null. */
export function uncleanField(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return isCleanText(value) ? null : path.join(".") || "(corpo)";
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = uncleanField(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (!isCleanText(key)) return [...path, "(chave)"].join(".");
      const found = uncleanField(inner, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
