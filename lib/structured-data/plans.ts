import { advertisedPrice, formatAmount, parseDecimal } from "@/lib/plans/format";
import type { Plan } from "@/lib/plans/types";
import { BRAND } from "@/lib/seo";
import { SCHEMA_CONTEXT, type ItemListLd, type OfferLd, type ProductLd } from "./types";

/** The plans section's name (the landing's "Planos" heading), for the ItemList. */
export const PLAN_LIST_NAME = `Planos ${BRAND}`;

/**
 * The card's monthly amount in schema.org's form, a dot decimal with two places ("119.99"), or
 * null when the plan has no usable price. Read through formatAmount so it is rounded exactly as
 * the card prints it ("119,99"), then only the separators change.
 */
export function offerPrice(plan: Plan): string | null {
  const value = advertisedPrice(plan);
  if (value === undefined || !(parseDecimal(value) >= 0)) return null;
  return formatAmount(value).replace(/\./g, "").replace(",", ".");
}

/**
 * A plan as a Product with its Offer: the card's monthly price in BRL (per month, by its
 * priceSpecification), in stock (a landing lists what is sold; coverage is checked per address
 * later), and, when the page has a public address, the page with the plan's card as the anchor
 * (the list centres the card and switches on the toggle of that sku). Null without a price: a
 * Product with no offer is not a valid rich result.
 */
export function planProduct(plan: Plan, pageUrl: string | null): ProductLd | null {
  const price = offerPrice(plan);
  if (price === null) return null;
  const offers: OfferLd = {
    "@type": "Offer",
    price,
    priceCurrency: "BRL",
    availability: "https://schema.org/InStock",
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: "BRL",
      referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
    },
    ...(pageUrl ? { url: `${pageUrl}#${encodeURIComponent(plan.sku)}` } : {}),
  };
  const description = plan.description?.trim();
  return {
    "@type": "Product",
    name: plan.plan,
    sku: plan.sku,
    ...(description ? { description } : {}),
    brand: { "@type": "Brand", name: BRAND },
    offers,
  };
}

/**
 * The landing's plans (every plan its list can show, toggles included) as an ItemList of
 * Products, in the list's order; null when none has a price (nothing to mark up).
 */
export function planListJsonLd(plans: readonly Plan[], pageUrl: string | null): ItemListLd | null {
  const products = plans.map((plan) => planProduct(plan, pageUrl)).filter((p): p is ProductLd => p !== null);
  if (products.length === 0) return null;
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ItemList",
    name: PLAN_LIST_NAME,
    numberOfItems: products.length,
    itemListElement: products.map((item, index) => ({ "@type": "ListItem", position: index + 1, item })),
  };
}
