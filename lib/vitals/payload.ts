import { isAddon } from "@/lib/addons";
import { VITAL_MAX, VITAL_NAMES, VITALS_ROUTE_CLASSES, type VitalName, type VitalsRouteClass } from "./limits";

/**
 * The server's reading of a web-vitals beacon (lib/vitals/beacon.ts sends it):
 * `{ "route": "checkout", "addon": "b", "vitals": { "LCP": 1234.5, "CLS": 0.02 } }`. Every label
 * is checked against the server's own lists: a route class it does not know, or an addon that is
 * not in lib/addons, becomes "other", so a forged beacon adds no series. A value that is not a
 * finite number between 0 and its metric's maximum, or a metric of another name, is dropped.
 */

/** The addon label of the default storefront (its id is ""). */
export const DEFAULT_ADDON_LABEL = "default";

export interface VitalSample {
  name: VitalName;
  value: number;
}

export type DropReason = "unknown-name" | "out-of-range";

export type VitalsReading =
  | { ok: true; route: VitalsRouteClass; addon: string; samples: VitalSample[]; dropped: DropReason[] }
  | { ok: false; reason: "not-a-report" | "no-vitals" };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function routeLabel(value: unknown): VitalsRouteClass {
  return (VITALS_ROUTE_CLASSES as readonly unknown[]).includes(value) ? (value as VitalsRouteClass) : "other";
}

export function addonLabel(value: unknown): string {
  if (value === "") return DEFAULT_ADDON_LABEL;
  return typeof value === "string" && isAddon(value) ? value : "other";
}

const isVitalName = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);

/** One entry: a sample, or why it is dropped. */
export function readSample(name: string, value: unknown): VitalSample | DropReason {
  if (!isVitalName(name)) return "unknown-name";
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > VITAL_MAX[name]) return "out-of-range";
  return { name, value };
}

/** A parsed JSON body as a report; "no-vitals" when not one value in it can be counted. */
export function readVitals(body: unknown): VitalsReading {
  if (!isRecord(body) || !isRecord(body.vitals)) return { ok: false, reason: "not-a-report" };
  const samples: VitalSample[] = [];
  const dropped: DropReason[] = [];
  for (const [name, value] of Object.entries(body.vitals)) {
    const sample = readSample(name, value);
    if (typeof sample === "string") dropped.push(sample);
    else samples.push(sample);
  }
  if (samples.length === 0) return { ok: false, reason: "no-vitals" };
  return { ok: true, route: routeLabel(body.route), addon: addonLabel(body.addon), samples, dropped };
}
