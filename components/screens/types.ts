import type { ComponentType } from "react";
import type { RouteKey, ScreenProps } from "@/lib/routing";

/** A screen: what the registry renders for a route (its props are lib/routing's ScreenProps). */
export type ScreenComponent = ComponentType<ScreenProps>;

/**
 * The routes whose screen is the landing (#5), rendered on the server with the catalogue
 * (registry.tsx): every addon's landing (""), the streaming pages and the home-layout pages that
 * show the landing content. Every other route is a client screen (clientScreens.ts).
 */
export type LandingRouteKey = "" | "globoplay" | "hbo-max" | "paramount" | "ofertas" | "novo-cliente";

/** Every other route of the route table: the steps of the step table and the other pages. */
export type ClientRouteKey = Exclude<RouteKey, LandingRouteKey>;

/**
 * The two maps are exhaustive `Record`s: a route (a step added to lib/funnel/steps, a page added to
 * lib/routing/routes) without a screen does not compile, a key that is not a route does not
 * either, and as each map's keys are the other's complement no route can be claimed twice.
 */
export type LandingScreenMap = Readonly<Record<LandingRouteKey, ScreenComponent>>;
export type ClientScreenMap = Readonly<Record<ClientRouteKey, ScreenComponent>>;

/** A map looked up by a route key that came from the URL (a string). */
export type ScreenLookup = Readonly<Record<string, ScreenComponent | undefined>>;
