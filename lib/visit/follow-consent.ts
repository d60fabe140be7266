import type { ConsentController, ConsentSnapshot } from "@/lib/consent/controller";
import { allowsAdvertising } from "@/lib/consent/rules";

/** Advertising allowed or not, once the controller has read the cookies (null before). */
const advertising = (s: ConsentSnapshot): boolean | null => (s.ready ? allowsAdvertising(s.value) : null);

/**
 * Calls `onChange` when the visitor's choice changes whether advertising is allowed (so
 * the attribution moves into its cookie, or the cookie is deleted). Not when the controller first
 * reads the cookies: the page load has read them itself. Answers the unsubscribe function.
 */
export function followAdvertisingConsent(consent: Pick<ConsentController, "subscribe" | "getSnapshot">, onChange: () => void): () => void {
  let allowed = advertising(consent.getSnapshot());
  return consent.subscribe(() => {
    const now = advertising(consent.getSnapshot());
    if (now === null || now === allowed) return;
    const changed = allowed !== null;
    allowed = now;
    if (changed) onChange();
  });
}
