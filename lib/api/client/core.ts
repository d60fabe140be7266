import type * as z from "@/lib/validation/z";
import type { CALLS, CallName } from "@/lib/api/contract";
import { bindCalls } from "./calls";
import { checkResponse, serverMessage } from "./checks";
import { API_TIMEOUT_MS, DEFAULT_BASE_URL } from "./config";
import {
  MESSAGES,
  contentTypeMessage,
  corruptJsonMessage,
  corruptShapeMessage,
  httpMessage,
  timeoutMessage,
} from "./messages";
import { apiError, fail, ok, type ApiResult } from "./result";

export interface ApiClientOptions {
  /** Where the BFF lives; default "/api" (same origin). */
  baseUrl?: string;
  /** Default API_TIMEOUT_MS: 20 000 ms unless NEXT_PUBLIC_API_TIMEOUT_MS says otherwise. */
  timeoutMs?: number;
  /** Default: the global fetch, looked up at each call (so test interceptors installed later apply). */
  fetch?: typeof fetch;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
  /**
   * Where the contract comes from; default: a dynamic import on the first call (see loadContract).
   * Node scripts whose loader cannot import a TypeScript module dynamically (Playwright's runner)
   * hand it over: `contract: async () => contractModule`.
   */
  contract?: () => Promise<Contract>;
}

/** The contract's parsed response of a call. */
export type ResponseOf<N extends CallName> = z.output<(typeof CALLS)[N]["response"]>;

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestInput {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Headers of this call only (the idempotency key of a creation). */
  headers?: Record<string, string>;
}

export type RequestFn = <N extends CallName>(name: N, input?: RequestInput) => Promise<ApiResult<ResponseOf<N>>>;

const isJsonType = (contentType: string | null): boolean =>
  contentType !== null && /^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim());

/**
 * The contract (every call's method, path and response schema) with zod behind it, loaded on the
 * first call rather than with the page: a page's first JavaScript then carries neither (about
 * 45 KiB gzipped on every checkout and coverage page), and the first call of a page starts after
 * hydration anyway. A failed load is not kept, so the next call tries again.
 */
export type Contract = typeof import("@/lib/api/contract");
let contract: Promise<Contract> | undefined;
function loadContract(): Promise<Contract> {
  contract ??= import("@/lib/api/contract").catch((error: unknown) => {
    contract = undefined;
    throw error;
  });
  return contract;
}

type Parsed = { ok: true; value: unknown } | { ok: false };

function parseJson(text: string): Parsed {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A non-2xx answer: the server's own text when it sent one in JSON (funnel §8), else the status. */
function httpFailure(status: number, statusText: string, contentType: string | null, text: string) {
  const parsed = isJsonType(contentType) && text.trim() ? parseJson(text) : { ok: false as const };
  const message = (parsed.ok && serverMessage(parsed.value)) || httpMessage(status, statusText);
  return apiError("http", message, status);
}

/** A 2xx answer: format, JSON, the call's documented checks, then the contract's schema. */
function answer2xx<N extends CallName>(
  { CALLS }: Contract,
  name: N,
  contentType: string | null,
  text: string,
): ApiResult<ResponseOf<N>> {
  let value: unknown = null;
  if (text.trim()) {
    if (!isJsonType(contentType)) return fail(apiError("content-type", contentTypeMessage(contentType)));
    const parsed = parseJson(text);
    if (!parsed.ok) return fail(apiError("corrupt", corruptJsonMessage));
    value = parsed.value;
  }
  const checked = checkResponse(name, value);
  if (!checked.ok) return fail(checked.error);
  const schema: z.ZodMiniType = CALLS[name].response;
  const result = schema.safeParse(checked.value);
  if (!result.success) {
    const field = result.error.issues[0]?.path.map(String).join(".") ?? "";
    return fail(apiError("corrupt", corruptShapeMessage(field)));
  }
  // The schema is CALLS[name].response, so its output is this call's response type.
  return ok(result.data as ResponseOf<N>);
}

/** The one function every call goes through. Never throws: every failure is an ApiResult. */
export function createRequest(options: ApiClientOptions = {}): RequestFn {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  return async function request<N extends CallName>(name: N, input: RequestInput = {}) {
    let contract: Contract;
    try {
      contract = await (options.contract ?? loadContract)();
    } catch {
      // The script did not arrive: to the visitor that is the network failing.
      return fail(apiError("network", MESSAGES.network));
    }
    const { CALLS, callPath, queryString } = contract;
    let url: string;
    try {
      // The site runs with trailingSlash: a path without its slash costs a 308 round trip.
      url = `${baseUrl}/${callPath(name, input.params)}/${queryString(input.query)}`;
    } catch {
      // A missing path parameter is a bug in the caller; the visitor still gets a message.
      return fail(apiError("rejected", MESSAGES.serverFailure));
    }
    const hasBody = input.body !== undefined;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers, ...input.headers };
    if (hasBody) headers["content-type"] = "application/json";

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const send = options.fetch ?? globalThis.fetch;
    try {
      const response = await send(url, {
        method: CALLS[name].method,
        headers,
        body: hasBody ? JSON.stringify(input.body) : undefined,
        credentials: "same-origin",
        signal: controller.signal,
      });
      // Reading the body is still under the timeout: a stalled stream is a slow server too.
      const text = await response.text();
      const contentType = response.headers.get("content-type");
      if (!response.ok) return fail(httpFailure(response.status, response.statusText, contentType, text));
      return answer2xx(contract, name, contentType, text);
    } catch {
      return fail(timedOut ? apiError("timeout", timeoutMessage(timeoutMs)) : apiError("network", MESSAGES.network));
    } finally {
      clearTimeout(timer);
    }
  };
}

export type ApiClient = ReturnType<typeof bindCalls>;

/** The typed browser client: one function per documented call (see ./calls). */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return bindCalls(createRequest(options));
}
