import { CONSENT_COOKIE, CONSENT_EXPIRY_COOKIE } from "@/lib/consent/constants";
import type { ConsentValue } from "@/lib/consent/types";
import { test, type Page } from "./test";

/**
 * A consent choice already made (marketing §4), so the consent banner does not sit over the page:
 * `choice` "denied" (everything refused) unless given, e.g. "func" to allow the engagement events of
 * marketing §7. Valid for 300 days from now.
 */
export async function consentGiven(page: Page, choice: ConsentValue = "denied"): Promise<void> {
  const base = test.info().project.use.baseURL ?? "http://127.0.0.1:3100";
  const expiry = new Date(Date.now() + 300 * 86_400_000).toISOString();
  await page.context().addCookies([
    { name: CONSENT_COOKIE, value: choice, url: base },
    { name: CONSENT_EXPIRY_COOKIE, value: expiry, url: base },
  ]);
}
