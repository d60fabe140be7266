import { http, HttpResponse, type HttpHandler } from "msw";
import { CALL_NAMES, CALLS, type CallName } from "@/lib/api/contract";
import { VALID_RESPONSES } from "./fixtures";

/** The API base the client tests use (an absolute URL: node has no page origin). */
export const API_BASE = "http://api.test/api";

/** What a handler saw: which documented call it stands for, and the request as sent. */
export interface RecordedRequest {
  call: CallName;
  method: string;
  /** Path and query after the host, e.g. "/api/lead-v2/42?fiberMigration=true". */
  url: string;
  headers: Headers;
  body: unknown;
}

export const recorded: RecordedRequest[] = [];

/** msw path of a contract path: `{id}` becomes `:id`. */
export const mswPath = (name: CallName, base = API_BASE) => `${base}/${CALLS[name].path.replace(/\{(\w+)\}/g, ":$1")}`;

const literalSegments = (name: CallName) => CALLS[name].path.split("/").filter((s) => !s.startsWith("{")).length;

const METHOD = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete } as const;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * One handler per documented call, on the contract's method and path, answering the call's valid
 * fixture and recording the request. The most literal paths come first, so lead-v2/{id}/complements
 * is not taken for lead-v2/{id}/{step} (msw uses the first handler that matches).
 */
export function contractHandlers(base = API_BASE): HttpHandler[] {
  return [...CALL_NAMES]
    .sort((a, b) => literalSegments(b) - literalSegments(a))
    .map((name) =>
      METHOD[CALLS[name].method](mswPath(name, base), async ({ request }) => {
        const url = new URL(request.url);
        recorded.push({
          call: name,
          method: request.method,
          url: url.pathname + url.search,
          headers: request.headers,
          body: await readBody(request),
        });
        return HttpResponse.json(VALID_RESPONSES[name]);
      }),
    );
}

export const handlers = contractHandlers();
