import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { currentConsent } from "@/lib/consent/browser";
import { allowsEngagement } from "@/lib/consent/rules";
import { vitalsLabels, type VitalsLabels } from "./labels";
import type { VitalName } from "./limits";
import { VITALS_PATH } from "./path";

/**
 * The browser's side of the web vitals (docs/decisions/performance.md#0089), loaded on
 * demand (lib/vitals/start.ts): Google's web-vitals library measures the page view, and one beacon
 * carries the latest value of each metric when the page is first hidden (the visitor leaves,
 * switches tab or closes it). It holds the metric names, their values and the route class and
 * addon of the page the document was loaded on: no id, no address, no query.
 */

export type VitalValues = Partial<Record<VitalName, number>>;

/** Milliseconds to the unit, CLS to four decimals: the beacon stays short and says nothing finer than a bucket needs. */
export function roundedValue({ name, value }: Pick<Metric, "name" | "value">): number {
  return name === "CLS" ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** The beacon's JSON (lib/vitals/payload.ts reads it). */
export function vitalsBody(labels: VitalsLabels, vitals: VitalValues): string {
  return JSON.stringify({ route: labels.route, addon: labels.addon, vitals });
}

/**
 * The path the document was loaded on: LCP, FCP and TTFB are that load's, whatever client
 * navigation happened since (the navigation entry's URL; the query is never read).
 */
function loadedPathname(): string {
  const entry = performance.getEntriesByType("navigation")[0];
  try {
    return new URL(entry?.name ?? window.location.href).pathname;
  } catch {
    return window.location.pathname;
  }
}

/**
 * Starts measuring, once per document. The consent is read again when the beacon would go: a
 * visitor who withdrew performance consent meanwhile sends nothing. At most one beacon: a value
 * that changes after it (INP on a tab the visitor came back to) is not sent again, so each page
 * view is one observation of each metric.
 */
export function reportVitals(): void {
  const labels = vitalsLabels(loadedPathname());
  const vitals: VitalValues = {};
  let sent = false;
  const keep = (metric: Metric) => {
    vitals[metric.name] = roundedValue(metric);
  };
  // Every change, not only the final report: Chromium fires pagehide before visibilitychange
  // when the visitor navigates away, so the library's own final report of CLS and INP (on hidden)
  // would come after the beacon has gone.
  const always = { reportAllChanges: true };
  onLCP(keep, always);
  onINP(keep, always);
  onCLS(keep, always);
  onFCP(keep, always);
  onTTFB(keep, always);
  const flush = () => {
    if (sent || Object.keys(vitals).length === 0) return;
    sent = true;
    if (!allowsEngagement(currentConsent())) return;
    navigator.sendBeacon(VITALS_PATH, new Blob([vitalsBody(labels, vitals)], { type: "application/json" }));
  };
  // Bubbling listeners on window: on a tab switch, the library's own (capture) take their last
  // entries first.
  window.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  // Safari does not always fire visibilitychange when the page is unloaded.
  window.addEventListener("pagehide", flush);
}
