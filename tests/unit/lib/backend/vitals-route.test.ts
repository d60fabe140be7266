// @vitest-environment node
import { fileRouteClass } from "@/lib/backend/metric-labels";
import { processMetrics } from "@/lib/backend/metrics-core";
import { RATE_LIMITS } from "@/lib/backend/rate-limit";
import { handleVitals } from "@/lib/backend/vitals";
import { VITALS_BODY_LIMIT_BYTES } from "@/lib/vitals/limits";
import { VITALS_PATH } from "@/lib/vitals/path";
import { refusalFor } from "@/lib/backend/refusals";

/** POST /vitals/ (lib/backend/vitals.ts): what it refuses, how, and what it counts. */

let counter = 0;
const peer = () => `198.51.100.${counter++ % 250}`;
const URL_ = `http://loja.test${VITALS_PATH}`;

const beacon = (body: string, headers: Record<string, string> = {}, from = peer()) =>
  new Request(URL_, { method: "POST", body, headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-forwarded-for": from, ...headers } });

const REPORT = JSON.stringify({ route: "checkout", addon: "b", vitals: { LCP: 2100, INP: 180, CLS: 0.05, FCP: 900, TTFB: 150 } });

type Labels = Readonly<Record<string, string | number | undefined>>;

async function countOf(name: "LCP" | "CLS", labels: Record<string, string>): Promise<number> {
  const { values } = await processMetrics().vitals[name].get();
  return values.find((v) => v.metricName?.endsWith("_count") && Object.entries(labels).every(([k, l]) => (v.labels as Labels)[k] === l))?.value ?? 0;
}

describe("the web-vitals route", () => {
  it("counts an accepted beacon into the histograms, in seconds but CLS, and answers 204 without cache or cookie", async () => {
    const labels = { route_class: "checkout", addon: "b" };
    const clsSum = async () => (await processMetrics().vitals.CLS.get()).values.find((v) => v.metricName?.endsWith("_sum") && v.labels.route_class === "checkout" && v.labels.addon === "b")?.value ?? 0;
    const before = await countOf("LCP", labels);
    const clsBefore = await clsSum();
    const answer = await handleVitals(beacon(REPORT));
    expect(answer.status).toBe(204);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await countOf("LCP", labels)).toBe(before + 1);
    const { values } = await processMetrics().vitals.LCP.get();
    // 2.1 s: in the 2.5 bucket, not the 2 one.
    const bucket = (le: number) => values.find((v) => (v.labels as Labels).le === le && v.labels.route_class === "checkout" && v.labels.addon === "b")?.value ?? 0;
    expect(bucket(2.5) - bucket(2)).toBeGreaterThanOrEqual(1);
    expect((await clsSum()) - clsBefore).toBeCloseTo(0.05, 5);
  });

  it("refuses another method 405, another type 415 and another site 403, counting nothing", async () => {
    const before = await countOf("LCP", { route_class: "checkout", addon: "b" });
    const get = await handleVitals(new Request(URL_));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect((await handleVitals(beacon(REPORT, { "content-type": "text/plain;charset=UTF-8" }))).status).toBe(415);
    expect((await handleVitals(beacon(REPORT, { "sec-fetch-site": "cross-site" }))).status).toBe(403);
    expect(await countOf("LCP", { route_class: "checkout", addon: "b" })).toBe(before);
  });

  it("refuses a body past the cap 413 without reading it to the end", async () => {
    // Declared too large: answered before a byte is read (the stream never ends).
    const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => undefined) });
    const declared = new Request(URL_, { method: "POST", body: endless, duplex: "half", headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "content-length": String(VITALS_BODY_LIMIT_BYTES + 1) } } as RequestInit);
    expect((await handleVitals(declared)).status).toBe(413);
    // Undeclared: refused as soon as the bytes pass the cap, the rest never asked for.
    let pulls = 0;
    const flood = new ReadableStream<Uint8Array>({ pull: (c) => { pulls++; c.enqueue(new Uint8Array(1024).fill(0x20)); } });
    const chunked = new Request(URL_, { method: "POST", body: flood, duplex: "half", headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-forwarded-for": peer() } } as RequestInit);
    expect((await handleVitals(chunked)).status).toBe(413);
    expect(pulls).toBeLessThan(6);
  });

  it("refuses what holds nothing to count 400", async () => {
    for (const body of ["{", "[]", '{"vitals":{"LCP":1e9,"FID":3}}', ""]) expect((await handleVitals(beacon(body))).status, body).toBe(400);
  });

  it("answers 429 with Retry-After past the client's budget, and other clients still pass", async () => {
    const from = "203.0.113.77";
    const { limit } = RATE_LIMITS.vitals;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await handleVitals(beacon(REPORT, {}, from))).status);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(204));
    const refused = await handleVitals(beacon(REPORT, {}, from));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await handleVitals(beacon(REPORT))).status).toBe(204);
  });

  it("is the one path outside /api the entry server lets a POST through to, and has a route class of its own", () => {
    expect(refusalFor("POST", VITALS_PATH)).toBeNull();
    for (const method of ["GET", "HEAD", "PUT", "OPTIONS"]) expect(refusalFor(method, VITALS_PATH), method).toMatchObject({ status: 405, allow: "POST" });
    expect(refusalFor("POST", "/vitals")).toMatchObject({ status: 405 });
    expect(fileRouteClass(VITALS_PATH)).toBe("beacon");
  });
});
