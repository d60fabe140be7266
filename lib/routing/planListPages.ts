import type { RouteDef } from "./types";

/** The contact pages, which offer the WhatsApp sales link of the addon's first plan that has one. */
const CONTACT_PAGES: ReadonlySet<string> = new Set(["linktree", "chat", "chat-tct"]);

/**
 * The routes whose screen reads the addon's plan list as it opens: every checkout step (the
 * order's plan, a link's plan request, a restored lead) and the contact pages. Their page is
 * rendered with the list, so the browser does not ask for it once the scripts have run.
 */
export function readsPlanList(route: RouteDef): boolean {
  return route.section === "checkout" || CONTACT_PAGES.has(route.key);
}
