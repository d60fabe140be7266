import type { FunnelContext } from "@/lib/funnel/context";

/** The funnel context of a plain order: default addon, no debit, no scheduling, no risk answer. */
export const PLAIN_CONTEXT: FunnelContext = {
  combinedCheckout: false,
  requiresCollaboratorCode: false,
  directDebit: false,
  installationSchedule: false,
  quizNeeded: false,
  rejected: false,
};
