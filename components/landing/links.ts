import { operatorSettings } from "@/lib/settings";
import type { Plan } from "@/lib/plans/types";
import { STEP } from "@/lib/funnel/steps";
import { pathFor } from "@/lib/routing/paths";

/**
 * The links of the landing (marketing §2, funnel §2-3). Client-safe: no addon catalogue, only the
 * addon id the server hands down.
 */

/** Appends a query part ("utm_source=x&...") to a link that already has a query. */
function withQuery(href: string, query: string): string {
  return query ? `${href}&${query}` : href;
}

/** The online purchase: `{addon}/checkout/cep/?s={sku}`, plus the visit's tracking parameters. */
export function checkoutHref(addonId: string, sku: string, tracking = ""): string {
  return withQuery(`${pathFor(addonId, STEP.checkoutCep)}?s=${encodeURIComponent(sku)}`, tracking);
}

/** Where the plan-card lead drawer goes once the CEP is known (marketing §2 "Lead drawer"). */
export function availabilityHref(addonId: string, sku: string, tracking = ""): string {
  return withQuery(`${pathFor(addonId, STEP.checkoutVerificandoDisponibilidade)}?s=${encodeURIComponent(sku)}`, tracking);
}

/**
 * The plan's messaging-app link (whatsApps[].complete_link), or null. Only https links to the
 * WhatsApp hosts pass: the value comes from the backend and lands in an href.
 */
export function whatsAppHref(plan: Pick<Plan, "whatsApps"> | null | undefined): string | null {
  for (const entry of plan?.whatsApps ?? []) {
    try {
      const url = new URL(entry.complete_link);
      if (url.protocol === "https:" && /(^|\.)(wa\.me|whatsapp\.com)$/.test(url.hostname)) return url.href;
    } catch {
      // Not a URL: try the next entry.
    }
  }
  return null;
}

/**
 * The collaborator-migration form of the oferta-colaborador banner. The spec names an external
 * form without its address: COLLABORATOR_MIGRATION_FORM_URL sets it at start (lib/settings.ts);
 * until then the link goes to our own migration lookup by CPF.
 */
export const collaboratorMigrationFormUrl = (): string => operatorSettings().collaboratorMigrationFormUrl;
