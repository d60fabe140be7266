import { CALLS, type CallDef, type CallName } from "@/lib/api/contract";
import { proxyOutcome } from "./metric-labels.ts";
import { processMetrics } from "./metrics-core.ts";
import { routeClass } from "./route-class";

/**
 * The app's side of the process's metrics (lib/backend/metrics-core.ts): the /api proxy's
 * answers, the leads it creates and moves along, and its backend calls. Labels are the contract's
 * call names and step names, validated before anything is counted: never an id or a value.
 */

/** Lets the entry server class pages by their route's section (called once, from instrumentation.ts). */
export function installRouteClass(): void {
  processMetrics().routeClass = routeClass;
}

/** One answer of the proxy; `call` is null for a path that matched no documented call. */
export function countProxyAnswer(call: CallName | null, status: number): void {
  processMetrics().proxyAnswers.inc({ call: call ?? "unknown", outcome: proxyOutcome(status) });
}

/** Methods that move a lead along (a DELETE removes one; a GET reads it). */
const UPDATE_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH"]);

export type LeadWrite = { kind: "created" } | { kind: "updated"; step: string };

/**
 * What a successful backend answer did to a lead: created one (the call's answer held the ids the
 * contract's `creates` names), or updated one the browser owns (a write of a call with an
 * `owner`), at the step its path names (PATCH lead-v2/{id}/{step}) or "-". Null otherwise.
 */
export function leadWriteOf(call: CallName, params: Readonly<Record<string, string>>, status: number, createdIds: number): LeadWrite | null {
  if (status < 200 || status >= 300) return null;
  const def: CallDef = CALLS[call];
  if (def.creates) return createdIds > 0 ? { kind: "created" } : null;
  if (!def.owner || !UPDATE_METHODS.has(def.method)) return null;
  return { kind: "updated", step: params.step ?? "-" };
}

export function countLeadWrite(call: CallName, write: LeadWrite | null): void {
  if (!write) return;
  const metrics = processMetrics();
  if (write.kind === "created") metrics.leadsCreated.inc({ call });
  else metrics.leadUpdates.inc({ call, step: write.step });
}

/** Starts timing one backend call; the returned function records it. */
export function timeBackendCall(call: CallName): () => void {
  return processMetrics().backendDuration.startTimer({ call });
}

/** The catalogue's calls (lib/backend/catalogue.ts): read through Next's data cache, not the proxy. */
const CATALOGUE_CALLS = ["plans", "benefits"] as const satisfies readonly CallName[];
export type CatalogueCall = (typeof CATALOGUE_CALLS)[number];

/** The catalogue call a URL is, under the backend's base URL (query string aside), or null. */
export function catalogueCallOf(url: string, base: string): CatalogueCall | null {
  if (!base || !url.startsWith(`${base}/`)) return null;
  const path = url.slice(base.length + 1).split(/[?#]/)[0];
  return CATALOGUE_CALLS.find((call) => CALLS[call].path === path) ?? null;
}

type NextFetchInit = RequestInit & { next?: { fetchType?: string } };
const TIMED = Symbol.for("ultrafibra.timed-catalogue-fetch");

/**
 * Times the catalogue's backend calls in storefront_backend_call_duration_seconds, as the proxy's
 * (remote.ts): the pages read the catalogue with fetch through Next's data cache, so only a miss
 * or a background revalidation reaches the backend, and only those are timed. They are told apart
 * by where they are seen: this wraps the process's fetch before Next patches it (called from
 * instrumentation.ts, before any page loads), and Next's patched fetch calls the fetch under it for
 * a network call only, with `next.fetchType: "origin"`; a cached answer never gets here. Timed to
 * the answer's head (Next reads the body). Installed once per process. `backendUrl` is read per
 * call (BACKEND_URL is set after start for the sandbox). Returns what puts the previous fetch back
 * (tests).
 */
export function timeCatalogueFetches(backendUrl: () => string): () => void {
  const g = globalThis as typeof globalThis & { [TIMED]?: true };
  if (g[TIMED]) return () => undefined;
  g[TIMED] = true;
  const origin = g.fetch;
  g.fetch = async (input: RequestInfo | URL, init?: NextFetchInit): Promise<Response> => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const call = init?.next?.fetchType === "origin" ? catalogueCallOf(url, backendUrl()) : null;
    if (!call) return origin(input, init);
    const done = timeBackendCall(call);
    try {
      return await origin(input, init);
    } finally {
      done();
    }
  };
  return () => {
    g.fetch = origin;
    delete g[TIMED];
  };
}
