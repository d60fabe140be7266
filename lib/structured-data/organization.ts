import { BRAND } from "@/lib/seo";
import { onlyDigits } from "@/lib/validation/digits";
import { SCHEMA_CONTEXT, type ContactPointLd, type OrganizationLd } from "./types";

const BRAZIL = "55";

/**
 * A Brazilian number in international form, "+55" and the digits (search engines read
 * ContactPoint.telephone best that way): "0800 000 1041" → "+558000001041" (the trunk 0 goes),
 * "(11) 99999-0000" → "+5511999990000", "5511999990000" (WHATSAPP_NUMBER) → "+5511999990000".
 * Short service codes (1056, 10341) have no international form: null, and no contact point.
 */
export function internationalPhone(number: string): string | null {
  const digits = onlyDigits(number);
  if (number.trim().startsWith("+")) return digits.length >= 8 ? `+${digits}` : null;
  if (digits.startsWith(BRAZIL) && (digits.length === 12 || digits.length === 13)) return `+${digits}`;
  const national = digits.replace(/^0/, "");
  // Area code and number (10-11), a 0800/0300 number (10 without its 0), 4004/3003 capitals (8).
  return national.length === 8 || national.length === 10 || national.length === 11 ? `+${BRAZIL}${national}` : null;
}

/** The contacts a page offers; null where the page shows none (the addon's rules). */
export interface OrganizationContacts {
  televendas: string | null;
  whatsappNumber: string | null;
}

function contactPoint(telephone: string, extra: Partial<ContactPointLd>): ContactPointLd {
  return { "@type": "ContactPoint", telephone, contactType: "sales", areaServed: "BR", availableLanguage: "Portuguese", ...extra };
}

/**
 * The operator as an Organization: the brand, the site's address when SITE_URL is set (never a
 * guessed localhost), and its sales contacts: the televendas line (toll-free when it is an 0800
 * number) and the sales WhatsApp with its wa.me link. Company numbers from the operator's settings
 * only; nothing of a visitor.
 */
export function organizationJsonLd(site: URL | null, contacts: OrganizationContacts): OrganizationLd {
  const points: ContactPointLd[] = [];
  const televendas = contacts.televendas ? internationalPhone(contacts.televendas) : null;
  if (televendas) {
    const tollFree = /^0?800/.test(onlyDigits(contacts.televendas ?? ""));
    points.push(contactPoint(televendas, { name: "Televendas", ...(tollFree ? { contactOption: "https://schema.org/TollFree" } : {}) }));
  }
  const whatsapp = contacts.whatsappNumber ? internationalPhone(contacts.whatsappNumber) : null;
  if (whatsapp) points.push(contactPoint(whatsapp, { name: "WhatsApp", url: `https://wa.me/${whatsapp.slice(1)}` }));
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    name: BRAND,
    ...(site ? { url: new URL("/", site).href } : {}),
    ...(points.length > 0 ? { contactPoint: points } : {}),
  };
}
