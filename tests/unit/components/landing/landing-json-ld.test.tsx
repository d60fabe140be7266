import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LandingScreen } from "@/components/landing/LandingScreen";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { DEFAULT_ADDON, getAddon, type Addon } from "@/lib/addons";
import { CALLS } from "@/lib/api/contract";
import { formatMonthly } from "@/lib/plans";
import { getRoute, type RouteDef } from "@/lib/routing";
import type { ItemListLd, OrganizationLd } from "@/lib/structured-data/types";
import { schemaErrors } from "../../support/schema-org";
import { addonPlans } from "@/sandbox/catalogue";
import { BENEFITS } from "../../support/landing-plans";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => "/" }));
// LandingScreen imports its islands as "./islands" (next/dynamic renders nothing in jsdom), which the
// config's alias of "@/components/landing/islands" does not catch: the same static components here.
vi.mock("../../../../components/landing/islands", () => import("../../support/islands-static"));
// The seed catalogue instead of a backend (the module's fetch is the server's, with Next's cache).
vi.mock("@/lib/backend/catalogue", () => ({
  getCatalogue: async (addon: Addon) => ({
    plans: CALLS.plans.response.parse({ plans: addonPlans(addon.apiAlias ?? addon.id) }).plans ?? [],
    benefits: BENEFITS,
  }),
}));

const home = getRoute("") as RouteDef;

async function renderLanding(addonId = "", routeKey = "") {
  const addon = addonId ? getAddon(addonId) : DEFAULT_ADDON;
  const page = await LandingScreen({ addon, route: getRoute(routeKey) ?? home });
  render(<StoreProvider>{page}</StoreProvider>);
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as { "@type": string },
  );
}

describe("the landing's rich results", () => {
  beforeEach(() => {
    vi.stubEnv("SITE_URL", "https://www.example.com.br");
    vi.stubEnv("TELEVENDAS", "0800 000 1041");
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });

  it("renders the plans' Products with the prices the cards show, and the Organization, beside the FAQ's", async () => {
    const blocks = await renderLanding();
    expect(blocks.map((b) => b["@type"]).sort()).toEqual(["FAQPage", "ItemList", "Organization"]);
    const list = blocks.find((b): b is ItemListLd => b["@type"] === "ItemList")!;
    const org = blocks.find((b): b is OrganizationLd => b["@type"] === "Organization")!;
    expect(schemaErrors(list)).toEqual([]);
    expect(schemaErrors(org)).toEqual([]);
    expect(org.contactPoint?.[0]?.telephone).toBe("+558000001041");

    // Every card's monthly price is one of the offers, at the same amount.
    const shown = [...document.querySelectorAll("article[data-plan]")];
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) {
      const sku = card.getAttribute("data-plan")!;
      const offer = list.itemListElement.find((e) => e.item.sku === sku)?.item.offers;
      expect(offer, sku).toBeDefined();
      expect(card.textContent, sku).toContain(formatMonthly(offer!.price));
      expect(offer!.url).toBe(`https://www.example.com.br/#${sku}`);
    }
    // marketing §9: 700 Mega with Globoplay at 119,99 on the default landing.
    expect(list.itemListElement.find((e) => e.item.sku === "d600gl")?.item.offers.price).toBe("119.99");
  });

  it("the es landing carries its own Globoplay price (109,99), and fluxo no contact point", async () => {
    const es = await renderLanding("es");
    const list = es.find((b): b is ItemListLd => b["@type"] === "ItemList")!;
    expect(list.itemListElement.find((e) => e.item.sku === "d600gles")?.item.offers.price).toBe("109.99");
    document.body.innerHTML = "";
    const fluxo = await renderLanding("fluxo");
    expect(fluxo.find((b): b is OrganizationLd => b["@type"] === "Organization")).not.toHaveProperty("contactPoint");
  });
});
