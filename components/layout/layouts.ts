import type { LayoutId } from "@/lib/routing";

/** What each named layout of marketing §2 puts around a screen. Layouts are data, not copies. */
export interface LayoutTraits {
  /** minimal: logo only (loading pages hand over quickly; nothing to click away to). */
  header: "full" | "minimal";
  /** wide: the 1456 px content width; narrow: a reading column; center: centred in the viewport. */
  main: "wide" | "narrow" | "center";
  /** The funnel's back link, progress bar and stage list. */
  funnel: boolean;
  /** The default layout's own bar: home and about links, dark-mode and language toggles. */
  defaultBar: boolean;
}

export const LAYOUTS: Readonly<Record<LayoutId, LayoutTraits>> = {
  home: { header: "full", main: "wide", funnel: false, defaultBar: false },
  coverage: { header: "full", main: "narrow", funnel: false, defaultBar: false },
  loading: { header: "minimal", main: "center", funnel: false, defaultBar: false },
  "no-coverage": { header: "full", main: "narrow", funnel: false, defaultBar: false },
  plans: { header: "full", main: "wide", funnel: false, defaultBar: false },
  "receive-call": { header: "full", main: "narrow", funnel: false, defaultBar: false },
  "mobile-plan": { header: "full", main: "wide", funnel: false, defaultBar: false },
  "not-found": { header: "full", main: "center", funnel: false, defaultBar: false },
  default: { header: "full", main: "narrow", funnel: true, defaultBar: true },
};
