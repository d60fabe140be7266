import type { Addon } from "@/lib/addons";

/** Layouts named in marketing §2, plus the default layout the funnel pages use. */
export type LayoutId =
  | "home"
  | "coverage"
  | "loading"
  | "no-coverage"
  | "plans"
  | "receive-call"
  | "mobile-plan"
  | "not-found"
  | "default";

/** Funnel §2 "Stage groups", in the order a visitor meets them. */
export type Stage = "disponibilidade" | "dados-pessoais" | "pagamento" | "instalação" | "pedido-realizado";

/** Which part of the site a route belongs to; the back map resolves within a section. */
export type Section = "marketing" | "coverage" | "checkout" | "renewal" | "other";

export interface RouteDef {
  /** Path after the addon, without slashes at the ends ("" is the landing page). */
  key: string;
  layout: LayoutId;
  section: Section;
  stage: Stage | null;
  /** Heading shown on the page and used in the document title. */
  heading: string;
}

/**
 * What every screen receives: the addon of the path and the route of the route table. It lives
 * here, with the routes, so a screen names it without importing the registry's folder (which
 * imports every screen) and lib/ can speak of screens without reaching up into components/.
 */
export interface ScreenProps {
  addon: Addon;
  route: RouteDef;
}

export type PathMatch =
  | { kind: "page"; addonId: string; route: RouteDef }
  | { kind: "redirect"; to: string }
  | { kind: "not-found" };
