// @vitest-environment node
import { describe, expect, it } from "vitest";
import { DEFAULT_ADDON, getAddon } from "@/lib/addons";
import { advertisedPrice, groupPlans, landingPlans, type Plan } from "@/lib/plans";
import { getRoute, type RouteDef } from "@/lib/routing";
import { BRAND } from "@/lib/seo";
import { settingsFromEnv } from "@/lib/settings";
import { landingStructuredData } from "@/lib/structured-data/landing";
import { internationalPhone, organizationJsonLd } from "@/lib/structured-data/organization";
import { offerPrice, planListJsonLd, planProduct } from "@/lib/structured-data/plans";
import { scriptJson } from "@/lib/structured-data/script";
import type { ItemListLd, OrganizationLd } from "@/lib/structured-data/types";
import { schemaErrors } from "../../support/schema-org";
import { PLANS, plansOf } from "../../support/landing-plans";

const SITE = new URL("https://www.example.com.br");
const PAGE = "https://www.example.com.br/";
const home = getRoute("") as RouteDef;
const SETTINGS = settingsFromEnv({});

/** marketing §9 "Default offers (per month, direct debit, 12 months)", in schema.org's dot decimals. */
const SPEC_PRICES: ReadonlyArray<[string, string]> = [
  ["d600gl", "119.99"],
  ["d600b", "119.99"],
  ["d600c", "129.99"],
  ["d1000a", "139.99"],
  ["d1000c", "149.99"],
  ["d1000d", "159.99"],
  ["d600gles", "109.99"],
];

const plan = (fields: Partial<Plan>): Plan => ({ id: "1", plan: "600 Mega", sku: "d600a", ...fields });
const landingList = (addonId = "") => {
  const addon = addonId ? getAddon(addonId) : DEFAULT_ADDON;
  return groupPlans(landingPlans(PLANS, addon), addon).flatMap((g) => g.plans);
};

describe("the schema check itself", () => {
  it("refuses what schema.org or the rich result would refuse", () => {
    const product = planProduct(plansOf("d600gl")[0]!, PAGE)!;
    const list = (item: unknown) => ({ "@context": "https://schema.org", "@type": "ItemList", itemListElement: [{ "@type": "ListItem", position: 1, item }] });
    expect(schemaErrors(list(product))).toEqual([]);
    expect(schemaErrors(list({ ...product, offers: { ...product.offers, price: "119,99" } }))).toHaveLength(1);
    expect(schemaErrors(list({ ...product, offers: { ...product.offers, priceCurrency: "R$" } }))).toHaveLength(1);
    expect(schemaErrors(list({ ...product, offers: { ...product.offers, availability: "InStock" } }))).toHaveLength(1);
    expect(schemaErrors(list({ ...product, price: "119.99" }))).toEqual(["$.itemListElement[0].item: price is not a property of Product"]);
    const noOffer: Partial<typeof product> = { ...product };
    delete noOffer.offers;
    expect(schemaErrors(list(noOffer))).toEqual(["$.itemListElement[0].item: Product needs offers"]);
    expect(schemaErrors({ ...list(product), "@context": "http://example.com" })).toHaveLength(1);
    expect(schemaErrors({ "@context": "https://schema.org", "@type": "Organization", name: BRAND, url: "/relative" })).toHaveLength(1);
    expect(schemaErrors({ "@context": "https://schema.org", "@type": "Organization", name: BRAND, contactPoint: [{ "@type": "ContactPoint", telephone: "+558000001041" }] })).toEqual([
      "$.contactPoint[0]: ContactPoint needs contactType",
    ]);
  });
});

describe("Product + Offer of the landing's plans", () => {
  it("prices each plan as its card does: the direct-debit price of marketing §9, BRL, in stock", () => {
    for (const [sku, price] of SPEC_PRICES) {
      const product = planProduct(plansOf(sku)[0]!, PAGE);
      expect(product?.offers, sku).toMatchObject({ price, priceCurrency: "BRL", availability: "https://schema.org/InStock" });
      expect(product?.offers.priceSpecification, sku).toMatchObject({ price, referenceQuantity: { value: 1, unitCode: "MON" } });
    }
  });

  it("reads the card's rule (advertisedPrice) and its rounding, in dot decimals", () => {
    expect(offerPrice(plan({ price: "129.99", price_with_dacc: "119.99" }))).toBe("119.99");
    expect(offerPrice(plan({ price: "129,9" }))).toBe("129.90");
    expect(offerPrice(plan({ price_with_dacc: "1234.5" }))).toBe("1234.50");
    expect(offerPrice(plan({ price_with_dacc: "9.995" }))).toBe("10.00");
    expect(offerPrice(plan({}))).toBeNull();
    expect(offerPrice(plan({ price: "sob consulta" }))).toBeNull();
    const d600gl = plansOf("d600gl")[0]!;
    expect(offerPrice(d600gl)).toBe(advertisedPrice(d600gl));
  });

  it("names the plan, its sku, its description and the brand; the offer points at the plan's card", () => {
    const product = planProduct(plansOf("d600gl")[0]!, PAGE);
    expect(product).toMatchObject({ "@type": "Product", sku: "d600gl", brand: { "@type": "Brand", name: BRAND } });
    expect(product?.name).toBe(plansOf("d600gl")[0]!.plan);
    expect(product?.description).toMatch(/Globoplay/);
    expect(product?.offers.url).toBe("https://www.example.com.br/#d600gl");
    expect(planProduct(plan({ price: "99.90", description: "  " }), null)).not.toHaveProperty("description");
    expect(planProduct(plan({ price: "99.90" }), null)?.offers).not.toHaveProperty("url");
  });

  it("lists every plan of the default landing in the list's order, and passes the schema check", () => {
    const plans = landingList();
    const list = planListJsonLd(plans, PAGE)!;
    expect(schemaErrors(list)).toEqual([]);
    expect(list.numberOfItems).toBe(plans.length);
    expect(list.itemListElement.map((e) => e.item.sku)).toEqual(plans.map((p) => p.sku));
    expect(list.itemListElement.map((e) => e.position)).toEqual(plans.map((_, i) => i + 1));
    for (const [sku, price] of SPEC_PRICES.filter(([sku]) => plans.some((p) => p.sku === sku))) {
      expect(list.itemListElement.find((e) => e.item.sku === sku)?.item.offers.price, sku).toBe(price);
    }
  });

  it("passes the check on every addon's landing, without SITE_URL too", () => {
    for (const id of ["", "es", "r3", "globoplay", "hbo-max", "paramount", "timblack", "livelo", "movel-blindagem"]) {
      const list = planListJsonLd(landingList(id), null);
      if (list) expect(schemaErrors(list), id).toEqual([]);
    }
  });

  it("skips a plan without a price and says nothing when no plan has one", () => {
    const list = planListJsonLd([plan({ sku: "a" }), plan({ sku: "b", price: "99.90" })], null);
    expect(list?.itemListElement.map((e) => e.item.sku)).toEqual(["b"]);
    expect(planListJsonLd([plan({})], null)).toBeNull();
    expect(planListJsonLd([], null)).toBeNull();
  });
});

describe("Organization + ContactPoint", () => {
  it("writes Brazilian numbers in international form", () => {
    expect(internationalPhone("0800 000 1041")).toBe("+558000001041");
    expect(internationalPhone("5511999990000")).toBe("+5511999990000");
    expect(internationalPhone("+55 (21) 98765-4321")).toBe("+5521987654321");
    expect(internationalPhone("(11) 3003-1234")).toBe("+551130031234");
    expect(internationalPhone("4004-1234")).toBe("+5540041234");
    expect(internationalPhone("1056")).toBeNull();
    expect(internationalPhone("103 41")).toBeNull();
  });

  it("has the brand, the site and the televendas (toll-free) and WhatsApp sales contacts", () => {
    const org = organizationJsonLd(SITE, { televendas: "0800 000 1041", whatsappNumber: "5511999990000" });
    expect(schemaErrors(org)).toEqual([]);
    expect(org).toMatchObject({ "@type": "Organization", name: BRAND, url: "https://www.example.com.br/" });
    expect(org.contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        name: "Televendas",
        telephone: "+558000001041",
        contactType: "sales",
        contactOption: "https://schema.org/TollFree",
        areaServed: "BR",
        availableLanguage: "Portuguese",
      },
      {
        "@type": "ContactPoint",
        name: "WhatsApp",
        telephone: "+5511999990000",
        url: "https://wa.me/5511999990000",
        contactType: "sales",
        areaServed: "BR",
        availableLanguage: "Portuguese",
      },
    ]);
  });

  it("leaves out what is not set: no url without SITE_URL, no contact point without a usable number", () => {
    const org = organizationJsonLd(null, { televendas: "1056", whatsappNumber: null });
    expect(schemaErrors(org)).toEqual([]);
    expect(org).toEqual({ "@context": "https://schema.org", "@type": "Organization", name: BRAND });
    const paid = organizationJsonLd(null, { televendas: "(11) 3003-1234", whatsappNumber: null });
    expect(paid.contactPoint?.[0]).not.toHaveProperty("contactOption");
  });
});

describe("a landing's blocks follow what the page shows", () => {
  const blocks = (addonId: string, settings = SETTINGS) => {
    const addon = addonId ? getAddon(addonId) : DEFAULT_ADDON;
    return landingStructuredData({ pathAddon: addon, addon, route: home, plans: landingList(addonId), settings, site: SITE });
  };
  const organization = (addonId: string) => blocks(addonId).find((b): b is OrganizationLd => b["@type"] === "Organization")!;

  it("default landing: the plan list and the Organization with both contacts, from the operator's settings", () => {
    const all = blocks("", settingsFromEnv({ TELEVENDAS: "0800 123 4567", WHATSAPP_NUMBER: "+55 (21) 98765-4321" }));
    expect(all.map((b) => b["@type"])).toEqual(["ItemList", "Organization"]);
    for (const block of all) expect(schemaErrors(block)).toEqual([]);
    const org = all[1] as OrganizationLd;
    expect(org.contactPoint?.map((c) => c.telephone)).toEqual(["+558001234567", "+5521987654321"]);
    expect((all[0] as ItemListLd).itemListElement[0]?.item.offers.url).toMatch(/^https:\/\/www\.example\.com\.br\/#/);
  });

  it("no televendas where the header hides it, no WhatsApp where neither banner nor card offers it", () => {
    expect(organization("fluxo")).not.toHaveProperty("contactPoint");
    expect(organization("oferta-colaborador").contactPoint?.map((c) => c.name)).toEqual(["WhatsApp"]);
    expect(organization("timblack").contactPoint?.map((c) => c.name)).toEqual(["Televendas", "WhatsApp"]);
  });

  it("the offers point at the page of the path's addon", () => {
    const list = blocks("hbo-max")[0] as ItemListLd;
    expect(list.itemListElement.every((e) => e.item.offers.url?.startsWith("https://www.example.com.br/hbo-max/#"))).toBe(true);
  });
});

describe("escaping", () => {
  it("no text can close the script element: '<' is \\u003c and the JSON reads back the same", () => {
    const evil = "600 Mega</script><script>alert(1)</script><!--";
    const list = planListJsonLd([plan({ plan: evil, description: `</SCRIPT>${evil}`, sku: "x</script>", price: "99.90" })], PAGE);
    const text = scriptJson(list);
    expect(text).not.toContain("<");
    expect(text.toLowerCase()).not.toContain("</script");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(list);
    expect((JSON.parse(text) as ItemListLd).itemListElement[0]?.item.name).toBe(evil);
  });

  it("the Organization's settings too", () => {
    const org = organizationJsonLd(new URL("https://x.example/?q=</script>"), { televendas: "0800 000 1041</script>", whatsappNumber: null });
    expect(scriptJson(org)).not.toContain("<");
  });
});
