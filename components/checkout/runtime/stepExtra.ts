import type { StepExtra } from "@/lib/api";
import type { LeadStep } from "@/lib/api/contract";
import { pageEngagementTuid } from "@/lib/tracking";

/**
 * What a lead step sends beyond the store that only the page knows: the name step's webcare_tuid
 * (funnel §7), the engagement script's visitor id when it has given one. Every PATCH of the name
 * goes through here, from its step and when a new lead takes over the order's answers.
 */
export function pageStepExtra(step: LeadStep, extra: StepExtra = {}): StepExtra {
  return step === "name" && extra.webcareTuid === undefined ? { ...extra, webcareTuid: pageEngagementTuid() } : extra;
}
