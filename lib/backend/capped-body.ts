/**
 * The most a backend answer may hold, in bytes: compressed (its Content-Length) and decoded (what
 * the stream gives once undici has inflated it), so a small gzip body cannot expand past it. The
 * largest real answer is the plans catalogue: about 900 bytes a plan, 14 KB for an addon's list,
 * 30 KB for all 34 plans of the sandbox's seed (sandbox/seed/plans.ts). 2 MiB holds some 2,300
 * such plans, seventy times the whole seed, and Next's default cache keeps no entry over 2 MiB
 * either. Anything larger is a fault or an attack, not a catalogue: read whole, it would cost the
 * process its memory, the browser the download and the shared cache the space.
 */
export const BACKEND_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** A backend answer larger than the limit: refused before or while it was read. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`backend answer larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

export interface CappedRead {
  /** Bytes allowed (BACKEND_BODY_LIMIT_BYTES unless given). */
  limit?: number;
  /**
   * The controller whose signal the fetch was given: aborted on refusal. Cancelling our reader is
   * not always enough: when Next's fetch cache has teed the body, the other branch keeps reading
   * (and storing) it until the request itself is aborted.
   */
  abort?: AbortController;
}

const declaredLength = (headers: Headers): number | null => {
  const value = headers.get("content-length");
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : null;
};

/**
 * The body of a fetch Response as text (UTF-8, as Response.text() decodes it), or a
 * BodyTooLargeError: at once when Content-Length says more than the limit, otherwise as soon as
 * the bytes read pass it, the stream cancelled and the request aborted.
 */
export async function readCappedText(response: Response, { limit = BACKEND_BODY_LIMIT_BYTES, abort }: CappedRead = {}): Promise<string> {
  const refuse = async (cancel: (reason: BodyTooLargeError) => Promise<void>): Promise<never> => {
    const error = new BodyTooLargeError(limit);
    abort?.abort(error);
    await cancel(error).catch(() => {});
    throw error;
  };
  const declared = declaredLength(response.headers);
  if (declared !== null && declared > limit) return refuse((reason) => discardBody(response, reason));
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > limit) return refuse((reason) => reader.cancel(reason));
    text += decoder.decode(value, { stream: true });
  }
}

/** Lets go of a body that will not be read (a refused status): the connection is freed now, not at garbage collection. */
export async function discardBody(response: Response, reason?: unknown): Promise<void> {
  await response.body?.cancel(reason).catch(() => {});
}
