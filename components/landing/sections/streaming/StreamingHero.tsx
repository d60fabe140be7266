import type { SectionProps } from "../types";
import { HboMaxHero } from "./HboMaxHero";
import { ParamountHero } from "./ParamountHero";

export interface StreamingHeroProps extends SectionProps {
  /** 1 when the hero opens the page (its headline is the page's h1); 2 under another h1. */
  headingLevel?: 1 | 2;
}

/** The hero of the HBO Max and Paramount+ pages (marketing §2); null on every other addon. */
export function StreamingHero({ addon, headingLevel = 1 }: StreamingHeroProps) {
  if (addon.streaming === "hbo-max") return <HboMaxHero headingLevel={headingLevel} />;
  if (addon.streaming === "paramount") return <ParamountHero headingLevel={headingLevel} />;
  return null;
}
