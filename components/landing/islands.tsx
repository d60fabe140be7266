"use client";

import dynamic from "next/dynamic";

/**
 * The landing's interactive parts, as the server components of the landing import them. The site
 * is one catch-all page, and Next ships every client component its server code imports to every
 * page of that route: imported directly, the plan list and news carousel (with imask, zod and the
 * drawers behind them) would load on every checkout step too. Through next/dynamic here they are
 * separate chunks that only a page rendering them loads (the server render names them, so they
 * arrive with the page, not after hydration).
 */
export const PlanList = dynamic(() => import("./PlanList").then((m) => m.PlanList));
export const NewsCarousel = dynamic(() => import("./sections/news/NewsCarousel").then((m) => m.NewsCarousel));

/**
 * Small islands with nothing heavy behind them (the carousel imports swiper itself, on mount) come
 * directly. Through next/dynamic each brought its stylesheet as a render-blocking file of its own:
 * `/` loaded six stylesheets, and on Lighthouse's simulated phone the extra requests cost more
 * (LCP 3.2 s, performance 93) than their few KB of script on other pages (two stylesheets: LCP
 * 2.8 s, 95-96). Measured in docs/performance.md.
 */
export { PlanMatrix } from "./PlanMatrix";
export { Accordion, AccordionItem } from "@/components/ui/Accordion";
export { Carousel } from "@/components/ui/Carousel";
export { ScrollRow } from "@/components/ui/ScrollRow";
