// Unit tests render the landing's server sections synchronously in jsdom, where next/dynamic's
// lazy islands would render nothing: vitest.config.ts points "@/components/landing/islands" here,
// to the same components imported directly.
export { PlanList } from "@/components/landing/PlanList";
export { PlanMatrix } from "@/components/landing/PlanMatrix";
export { NewsCarousel } from "@/components/landing/sections/news/NewsCarousel";
export { Accordion, AccordionItem } from "@/components/ui/Accordion";
export { Carousel } from "@/components/ui/Carousel";
export { ScrollRow } from "@/components/ui/ScrollRow";
