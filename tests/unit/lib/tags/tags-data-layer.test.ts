// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE } from "@/lib/consent";
import { createTracker, type TrackerEnv } from "@/lib/tracking";
import { loadTagManager, publishToTags } from "@/lib/tags/bridge";
import { containerSrc, forgetContainer } from "@/lib/tags/container";
import { dataLayerEvent } from "@/lib/tags/data-layer";
import { forgetTagSettings, TAG_SETTINGS_ELEMENT_ID } from "@/lib/tags/settings";
import { applyConsent, forgetDataLayer, publishConsent, publishEvent } from "@/lib/tags/tag-manager";
import { loadEngagementScript } from "@/lib/tracking/engagement-script";

/** The engagement events as dataLayer entries, and the page's dataLayer. */

describe("dataLayerEvent", () => {
  it("is { event, ...the same fields }", () => {
    expect(dataLayerEvent("addToShoppingCart", { ref: "d500a", name: "500 Mega", price: 99.99, qty: 1 })).toEqual({
      event: "addToShoppingCart",
      ref: "d500a",
      name: "500 Mega",
      price: 99.99,
      qty: 1,
    });
    expect(dataLayerEvent("PurchaseFunnelStep", { currentStep: 2 })).toEqual({ event: "PurchaseFunnelStep", currentStep: 2 });
    expect(dataLayerEvent("checkout", { total_itens: 1, total_price: 129.99, n_pedido: "52998224725" })).toEqual({
      event: "checkout",
      total_itens: 1,
      total_price: 129.99,
      n_pedido: "52998224725",
    });
  });

  it("drops personal data by key and by value, nested objects too", () => {
    const entry = dataLayerEvent("page_view", {
      path: "/checkout/cpf/",
      cpf: "529.982.247-25",
      birthDate: "1990-12-31",
      bankInfo: { agency: "1234" },
      bank_account: "12345-6",
      mothers_name: "Maria",
      note: "52998224725",
      cep: "01310-100",
    });
    expect(entry).toEqual({ event: "page_view", path: "/checkout/cpf/" });
  });

  it("funil_recuperacao keeps step and plan, never the visitor's name, e-mail or phone", () => {
    const entry = dataLayerEvent("funil_recuperacao", {
      step: 8,
      etapa: "checkout/email",
      sku: "d600gl",
      plan: "700 Mega",
      price: 119.99,
      name: "Ana Souza",
      phone: "5511987654321",
      email: "ana.souza@example.com.br",
    });
    expect(entry).toEqual({ event: "funil_recuperacao", step: 8, etapa: "checkout/email", sku: "d600gl", plan: "700 Mega", price: 119.99 });
  });

  it("a field can neither rename the event nor pose as GTM's own keys", () => {
    expect(dataLayerEvent("PurchaseFunnelStep", { currentStep: 3, event: "purchase", "gtm.uniqueEventId": 9 })).toEqual({
      event: "PurchaseFunnelStep",
      currentStep: 3,
    });
  });
});

/** The Arguments entries as arrays, for comparison. */
const entries = () => (window.dataLayer ?? []).map((e) => (Object.prototype.toString.call(e) === "[object Arguments]" ? ["args", ...Array.from(e as ArrayLike<unknown>)] : e));
const DENIED = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" };
const GRANTED = { ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted", analytics_storage: "granted" };

/** The page's tag settings block, as the root layout writes it. */
function pageTagSettings(settings: Record<string, string>) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = TAG_SETTINGS_ELEMENT_ID;
  block.textContent = JSON.stringify(settings);
  document.head.appendChild(block);
  forgetTagSettings();
}

describe("the page's dataLayer", () => {
  beforeEach(() => {
    forgetDataLayer();
    forgetContainer();
    forgetTagSettings();
  });
  afterEach(() => {
    Cookies.remove(CONSENT_COOKIE);
    forgetDataLayer();
    forgetTagSettings();
    document.head.innerHTML = "";
  });

  it("without GTM_ID the tracker's events create nothing and load nothing", async () => {
    Cookies.set(CONSENT_COOKIE, "both");
    publishToTags("PurchaseFunnelStep", { currentStep: 2 });
    await new Promise((r) => setTimeout(r, 20));
    expect(window.dataLayer).toBeUndefined();
  });

  it("with GTM_ID an event before the tag module loaded waits, then follows the default and the consent in force", async () => {
    pageTagSettings({ gtmId: "GTM-TEST123" });
    Cookies.set(CONSENT_COOKIE, "func");
    publishToTags("PurchaseFunnelStep", { currentStep: 2 });
    publishToTags("page_view", { path: "/" });
    await loadTagManager();
    expect(entries()).toEqual([
      ["args", "consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["args", "consent", "update", { ...DENIED, analytics_storage: "granted" }],
      { event: "PurchaseFunnelStep", currentStep: 2 },
      { event: "page_view", path: "/" },
    ]);
    publishToTags("checkout_semcobertura", {});
    expect(entries().at(-1)).toEqual({ event: "checkout_semcobertura" });
  });

  it("the default first (as gtag.js pushes it: an Arguments object), then the state on load, the answer and each change, once", () => {
    publishConsent("denied", false);
    publishConsent("denied", false);
    publishConsent("denied", true);
    publishConsent("denied", false);
    publishConsent("both", true);
    publishConsent("both", true);
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe("[object Arguments]");
    expect(entries()).toEqual([
      ["args", "consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["args", "consent", "update", DENIED],
      ["args", "consent", "update", DENIED],
      ["args", "consent", "update", GRANTED],
    ]);
  });

  it("an event before ConsentRoot's first update still comes after the default and the consent in force", () => {
    Cookies.set(CONSENT_COOKIE, "func");
    publishEvent("funil_recuperacao", { step: 7, etapa: "checkout/telefone", phone: "5511987654321" });
    expect(entries()).toEqual([
      ["args", "consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["args", "consent", "update", { ...DENIED, analytics_storage: "granted" }],
      { event: "funil_recuperacao", step: 7, etapa: "checkout/telefone" },
    ]);
  });

  it("the container: not while the banner waits nor after a refusal; once, after the gtm.js start entry, from GTM_SCRIPT_URL", () => {
    const settings = { gtmId: "GTM-TEST123", gtmScriptUrl: "https://tags.example.com.br/gtm.js" };
    applyConsent("denied", false, settings);
    applyConsent("denied", true, settings);
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    applyConsent("both", true, settings);
    applyConsent("both", true, settings);
    const scripts = document.head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe("https://tags.example.com.br/gtm.js?id=GTM-TEST123");
    expect(scripts[0]?.async).toBe(true);
    expect(entries().at(-1)).toMatchObject({ event: "gtm.js", "gtm.start": expect.any(Number) });
    expect(containerSrc("https://www.googletagmanager.com/gtm.js", "GTM-AB12")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12");
  });
});

describe("the tracker publishes under its own consent rule", () => {
  function tracker(consent: TrackerEnv["consent"], pending = () => false) {
    const published: [string, unknown][] = [];
    const env: TrackerEnv = { engagement: () => undefined, consent, pending, warn: () => {}, publish: (e, d) => published.push([e, d]) };
    return { tracker: createTracker(env), published };
  }

  it("denied or advertising only: nothing; performance: each event, guarded, even without ueTrack", () => {
    for (const value of ["denied", "publi"] as const) {
      const { tracker: t, published } = tracker(() => value);
      t.funnelStep(2);
      expect(published).toEqual([]);
    }
    const { tracker: t, published } = tracker(() => "func");
    t.addToCart({ ref: "d500a", name: "500 Mega", price: "99,99" });
    t.recovery(8, { sku: "d500a", name: "Ana Souza", phone: "11987654321", email: "ana@example.com" });
    expect(published[0]).toEqual(["addToShoppingCart", { ref: "d500a", name: "500 Mega", price: 99.99, qty: 1 }]);
    expect(published[1]?.[0]).toBe("funil_recuperacao");
  });

  it("events held while the banner waits are published on acceptance, dropped on refusal", () => {
    let value: "denied" | "both" = "denied";
    let waiting = true;
    const { tracker: t, published } = tracker(() => value, () => waiting);
    t.funnelStep(2);
    expect(published).toEqual([]);
    value = "both";
    waiting = false;
    t.settle();
    expect(published).toEqual([["PurchaseFunnelStep", { currentStep: 2 }]]);
  });

  it("a failing publish never breaks the funnel", () => {
    const warn = vi.fn();
    const t = createTracker({ engagement: () => undefined, consent: () => "both", warn, publish: () => { throw new Error("x"); } });
    expect(() => t.funnelStep(1)).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("dataLayer falhou"));
  });
});

describe("the engagement script (ENGAGEMENT_SCRIPT_URL)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("is loaded from the setting; unset, nothing is added", async () => {
    await loadEngagementScript(null);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    const loading = loadEngagementScript("https://cdn.engage.example.com/ue.js");
    const script = document.querySelector<HTMLScriptElement>('script[src="https://cdn.engage.example.com/ue.js"]');
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event("load"));
    await loading;
  });
});
