"use client";

import dynamic from "next/dynamic";

/**
 * The landing's interactive parts, as the server components of the landing import them. The site
 * is one catch-all page, and Next ships every client component its server code imports to every
 * page of that route: imported directly, the plan list, carousels and drawers (with swiper, imask
 * and zod behind them) would load on every checkout step too. Through next/dynamic here they are
 * separate chunks that only a page rendering them loads (the server render names them, so they
 * arrive with the page, not after hydration).
 */
export const PlanList = dynamic(() => import("./PlanList").then((m) => m.PlanList));
export const PlanMatrix = dynamic(() => import("./PlanMatrix").then((m) => m.PlanMatrix));
export const NewsCarousel = dynamic(() => import("./sections/news/NewsCarousel").then((m) => m.NewsCarousel));
export const Accordion = dynamic(() => import("@/components/ui/Accordion").then((m) => m.Accordion));
export const AccordionItem = dynamic(() => import("@/components/ui/Accordion").then((m) => m.AccordionItem));
export const Carousel = dynamic(() => import("@/components/ui/Carousel").then((m) => m.Carousel));
export const ScrollRow = dynamic(() => import("@/components/ui/ScrollRow").then((m) => m.ScrollRow));
