// @vitest-environment node
import { BACKEND_BODY_LIMIT_BYTES, BodyTooLargeError, discardBody, readCappedText } from "@/lib/backend/capped-body";

/** Reading a backend answer with a byte cap (lib/backend/capped-body.ts), on in-memory bodies. */

/** A body of `chunks` (then endless `filler` chunks when given), counting what was pulled and whether it was cancelled. */
function body(chunks: Uint8Array[], filler?: Uint8Array) {
  const state = { pulled: 0, cancelled: false, reason: undefined as unknown };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[state.pulled] ?? filler;
        state.pulled += 1;
        if (next) controller.enqueue(next);
        else controller.close();
      },
      cancel(reason) {
        state.cancelled = true;
        state.reason = reason;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, state };
}

const bytes = (n: number) => new Uint8Array(n).fill(0x61);

describe("readCappedText", () => {
  it("reads a body of exactly the cap, decoding UTF-8 split across chunks", async () => {
    const word = new TextEncoder().encode("ação");
    const { stream } = body([word.subarray(0, 2), word.subarray(2, 3), word.subarray(3), bytes(10 - word.length)]);
    expect(await readCappedText(new Response(stream), { limit: 10 })).toBe(`ação${"a".repeat(10 - word.length)}`);
  });

  it("refuses at once when Content-Length says more than the cap: nothing is read, the body is let go and the request aborted", async () => {
    const { stream, state } = body([bytes(4)]);
    const abort = new AbortController();
    const response = new Response(stream, { headers: { "content-length": "11" } });
    await expect(readCappedText(response, { limit: 10, abort })).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(state.pulled).toBe(0);
    expect(state.reason).toBeInstanceOf(BodyTooLargeError);
    expect(abort.signal.reason).toBe(state.reason);
  });

  it("without Content-Length, stops as soon as the bytes read pass the cap: the stream cancelled, the request aborted", async () => {
    const { stream, state } = body([], bytes(4));
    const abort = new AbortController();
    const error = await readCappedText(new Response(stream), { limit: 10, abort }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect((error as BodyTooLargeError).limit).toBe(10);
    // 4 + 4 + 4 bytes: the third chunk passes 10.
    expect(state.pulled).toBe(3);
    expect(state.reason).toBe(error);
    expect(abort.signal.reason).toBe(error);
  });

  it("counts what the stream gives, whatever Content-Length says (a compressed size, or a lie)", async () => {
    const { stream } = body([bytes(8), bytes(8)]);
    const response = new Response(stream, { headers: { "content-length": "8" } });
    await expect(readCappedText(response, { limit: 10 })).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("reads an answer without a body as empty text", async () => {
    expect(await readCappedText(new Response(null, { status: 204 }))).toBe("");
  });

  it("caps at 2 MiB unless told otherwise", async () => {
    expect(BACKEND_BODY_LIMIT_BYTES).toBe(2 * 1024 * 1024);
    await expect(readCappedText(new Response(bytes(BACKEND_BODY_LIMIT_BYTES)))).resolves.toHaveLength(BACKEND_BODY_LIMIT_BYTES);
    await expect(readCappedText(new Response(bytes(BACKEND_BODY_LIMIT_BYTES + 1)))).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});

describe("discardBody", () => {
  it("cancels a body that will not be read, and takes an answer without one", async () => {
    const { stream, state } = body([bytes(4)]);
    await discardBody(new Response(stream));
    expect(state.cancelled).toBe(true);
    await expect(discardBody(new Response(null, { status: 302 }))).resolves.toBeUndefined();
  });
});
