import { SHOWCASES } from "@/lib/content/streaming";
import type { SectionProps } from "../types";
import { LandingStreaming } from "./LandingStreaming";
import { Showcase } from "./Showcase";
import { StreamingServicePage } from "./StreamingServicePage";

/**
 * The streaming part of a landing, by the addon's streaming field: the service cards and
 * minicards on the general landings; the showcase on the Paramount+ and HBO Max pages; the
 * streaming-service sections (series, apps, FAQ) on the Globoplay page.
 */
export function StreamingSection({ addon, plans, benefits }: SectionProps) {
  if (addon.streaming === null) return <LandingStreaming addon={addon} plans={plans} />;
  if (addon.streaming === "globoplay") return <StreamingServicePage addon={addon} benefits={benefits} />;
  const showcase = SHOWCASES[addon.streaming];
  return showcase ? <Showcase id={`showcase-${addon.streaming}`} showcase={showcase} /> : null;
}
