// @vitest-environment jsdom
import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, type ConsentValue } from "@/lib/consent";
import {
  createTracker,
  ENGAGEMENT_FUNCTION,
  trackAddToCart,
  trackCheckout,
  trackFunnelStep,
  trackNoCoverage,
  trackRecovery,
  trackStepView,
  funnelStepOf,
  type EngagementFunction,
  type TrackerEnv,
} from "@/lib/tracking";

/** Marketing §7 events, §8 invalid steps and missing function, and the consent gate. */
function setup(consent: ConsentValue = "both", withFunction = true) {
  const send = vi.fn<EngagementFunction>();
  const warn = vi.fn<(message: string) => void>();
  const env: TrackerEnv = { engagement: () => (withFunction ? send : undefined), consent: () => consent, warn };
  return { tracker: createTracker(env), send, warn };
}

describe("event payloads", () => {
  it("page view: the path only (no query string with lead ids, no hash)", () => {
    const { tracker, send } = setup();
    expect(tracker.pageView("/b/checkout/cep/?l=abc123&utm_source=x#topo")).toBe(true);
    expect(send).toHaveBeenCalledWith("page_view", { path: "/b/checkout/cep/" });
  });

  it("PurchaseFunnelStep carries currentStep", () => {
    const { tracker, send } = setup();
    tracker.funnelStep(1);
    expect(send).toHaveBeenCalledWith("PurchaseFunnelStep", { currentStep: 1 });
  });

  it("addToShoppingCart: ref, name, price and qty 1", () => {
    const { tracker, send } = setup();
    tracker.addToCart({ ref: "d600gl", name: "700 Mega Globoplay", price: "119.99" });
    expect(send).toHaveBeenCalledWith("addToShoppingCart", { ref: "d600gl", name: "700 Mega Globoplay", price: 119.99, qty: 1 });
  });

  it("checkout_semcobertura has no fields", () => {
    const { tracker, send } = setup();
    tracker.noCoverage();
    expect(send).toHaveBeenCalledWith("checkout_semcobertura", {});
  });

  it("checkout: total_itens 1, total_price and n_pedido", () => {
    const { tracker, send } = setup();
    tracker.checkout({ price: "139,99", orderNumber: 12345678909 });
    // An order number is never mistaken for a CPF, whatever its digits.
    expect(send).toHaveBeenCalledWith("checkout", { total_itens: 1, total_price: 139.99, n_pedido: "12345678909" });
  });

  it("funil_recuperacao: step, stage and the contact fields known at that step, phone with 55", () => {
    const { tracker, send } = setup();
    tracker.recovery(8, { sku: "d1000a", plan: "1 Giga", price: 139.99, name: " Maria Silva ", phone: "(11) 98765-4321", email: "Maria@Example.com" });
    expect(send).toHaveBeenCalledWith("funil_recuperacao", {
      step: 8,
      etapa: "checkout/email",
      sku: "d1000a",
      plan: "1 Giga",
      price: 139.99,
      name: "Maria Silva",
      phone: "5511987654321",
      email: "maria@example.com",
    });
  });

  it("funil_recuperacao goes up to step 14 (ativar-debito) only; PurchaseFunnelStep goes on", () => {
    const { tracker, send, warn } = setup();
    expect(tracker.recovery(14, { name: "Maria Silva" })).toBe(true);
    for (const step of [15, 18, 21]) expect(tracker.recovery(step, { name: "Maria Silva" }), String(step)).toBe(false);
    expect(send.mock.calls.filter(([event]) => event === "funil_recuperacao").map(([, data]) => data.step)).toEqual([14]);
    expect(warn).not.toHaveBeenCalled();
    expect(tracker.funnelStep(18)).toBe(true);
  });

  it("a price that is not a number is left out rather than sent as NaN", () => {
    const { tracker, send } = setup();
    tracker.addToCart({ ref: "d300a", name: "300 Mega", price: "grátis" });
    expect(send).toHaveBeenCalledWith("addToShoppingCart", { ref: "d300a", name: "300 Mega", qty: 1 });
  });
});

describe("invalid steps (marketing §8)", () => {
  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 2.5])(
    "funil_recuperacao step %s is logged as 'funil_recuperacao: step inválido' and not sent",
    (step) => {
      const { tracker, send, warn } = setup();
      expect(tracker.recovery(step, { name: "Maria Silva" })).toBe(false);
      expect(warn).toHaveBeenCalledWith("funil_recuperacao: step inválido");
      expect(send).not.toHaveBeenCalled();
    },
  );

  it("an invalid PurchaseFunnelStep is not sent either", () => {
    const { tracker, send, warn } = setup();
    expect(tracker.funnelStep(Number.NaN)).toBe(false);
    expect(warn).toHaveBeenCalledWith("PurchaseFunnelStep: step inválido");
    expect(send).not.toHaveBeenCalled();
  });

  it("the invalid-step log does not depend on consent (it is a caller bug)", () => {
    const { tracker, warn } = setup("denied");
    tracker.recovery(0);
    expect(warn).toHaveBeenCalledWith("funil_recuperacao: step inválido");
  });
});

describe("missing engagement function", () => {
  it("warns once per event name and sends nothing", () => {
    const { tracker, warn } = setup("both", false);
    expect(tracker.checkout({ price: 1, orderNumber: "A1" })).toBe(false);
    tracker.checkout({ price: 1, orderNumber: "A2" });
    tracker.noCoverage();
    expect(warn.mock.calls).toEqual([
      [`${ENGAGEMENT_FUNCTION} ausente: evento "checkout" não enviado`],
      [`${ENGAGEMENT_FUNCTION} ausente: evento "checkout_semcobertura" não enviado`],
    ]);
  });

  it("a throwing engagement function is logged, never thrown into the funnel", () => {
    const warn = vi.fn();
    const tracker = createTracker({
      engagement: () => () => {
        throw new Error("boom");
      },
      consent: () => "both",
      warn,
    });
    expect(() => tracker.noCoverage()).not.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("boom"));
  });
});

describe("consent gate: performance and functionality ('both' or 'func')", () => {
  it.each([
    ["both", true],
    ["func", true],
    ["publi", false],
    ["denied", false],
  ] as const)("consent %s → sent %s, and no warning when blocked", (consent, sent) => {
    const { tracker, send, warn } = setup(consent);
    expect(tracker.funnelStep(3)).toBe(sent);
    expect(send).toHaveBeenCalledTimes(sent ? 1 : 0);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("the page's tracker (window.ueTrack and the consent cookie)", () => {
  afterEach(() => {
    delete window.ueTrack;
    Cookies.remove(CONSENT_COOKIE);
    vi.restoreAllMocks();
  });

  it("reads the live cookie and function at each call", () => {
    const ueTrack = vi.fn<EngagementFunction>();
    window.ueTrack = ueTrack;
    expect(trackFunnelStep(2)).toBe(false);
    Cookies.set(CONSENT_COOKIE, "func");
    expect(trackFunnelStep(2)).toBe(true);
    trackAddToCart({ ref: "d500a", name: "500 Mega", price: 99.9 });
    trackRecovery(6, { name: "João Souza", email: "joao@example.com" });
    expect(ueTrack.mock.calls).toEqual([
      ["PurchaseFunnelStep", { currentStep: 2 }],
      ["addToShoppingCart", { ref: "d500a", name: "500 Mega", price: 99.9, qty: 1 }],
      ["funil_recuperacao", { step: 6, etapa: "checkout/nome", name: "João Souza" }],
    ]);
  });

  it("without window.ueTrack: a console warning, nothing thrown", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    Cookies.set(CONSENT_COOKIE, "both");
    expect(trackNoCoverage()).toBe(false);
    expect(trackCheckout({ price: 10, orderNumber: "1" })).toBe(false);
    expect(warn).toHaveBeenCalledWith('ueTrack ausente: evento "checkout_semcobertura" não enviado');
  });

  it("a checkout step on screen sends PurchaseFunnelStep and funil_recuperacao with its position", () => {
    const ueTrack = vi.fn<EngagementFunction>();
    window.ueTrack = ueTrack;
    Cookies.set(CONSENT_COOKIE, "both");
    const fields = { sku: "d500a", plan: "500 Mega", price: "99.99", name: "João Souza", phone: "(11) 98765-4321", email: "joao@example.com" };
    trackStepView("checkout/email", fields);
    trackStepView("checkout/carrinho", fields); // outside the path order: nothing
    expect(ueTrack.mock.calls).toEqual([
      ["PurchaseFunnelStep", { currentStep: 8 }],
      [
        "funil_recuperacao",
        { step: 8, etapa: "checkout/email", sku: "d500a", plan: "500 Mega", price: 99.99, name: "João Souza", phone: "5511987654321", email: "joao@example.com" },
      ],
    ]);
  });
});

describe("funnelStepOf: the position in the checkout path order (funnel §2)", () => {
  it.each([
    ["", 1],
    ["checkout/cep", 2],
    ["checkout/nome", 6],
    ["checkout/ativar-debito", 14],
    ["pedido-realizado", 21],
    ["checkout/carrinho", null],
    ["refidelizacao/ofertas", null],
  ])("%s → %s", (key, step) => expect(funnelStepOf(key)).toBe(step));
});

describe("events wait for consent (docs/decisions/security-and-privacy.md#0064, LGPD)", () => {
  function waiting() {
    const send = vi.fn<EngagementFunction>();
    const state = { consent: "denied" as ConsentValue, pending: true };
    const tracker = createTracker({ engagement: () => send, consent: () => state.consent, pending: () => state.pending, warn: vi.fn() });
    return { tracker, send, state };
  }

  it("while the banner is unanswered nothing is sent; performance consent then sends them in order", () => {
    const { tracker, send, state } = waiting();
    expect(tracker.addToCart({ ref: "d500a", name: "500 Mega", price: "99.99" })).toBe(false);
    tracker.funnelStep(2);
    tracker.recovery(2, { sku: "d500a", cpf: "52998224725" } as never);
    expect(send).not.toHaveBeenCalled();
    state.consent = "func";
    state.pending = false;
    tracker.settle();
    expect(send.mock.calls.map(([event]) => event)).toEqual(["addToShoppingCart", "PurchaseFunnelStep", "funil_recuperacao"]);
    // What leaves the page is decided as the event is made: nothing personal was held.
    expect(JSON.stringify(send.mock.calls)).not.toContain("52998224725");
    tracker.settle();
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("a refusal drops them: never sent, not even after a later acceptance", () => {
    const { tracker, send, state } = waiting();
    tracker.funnelStep(2);
    state.pending = false; // "Recusar": denied, answered
    tracker.settle();
    state.consent = "both";
    tracker.settle();
    tracker.funnelStep(3);
    expect(send.mock.calls).toEqual([["PurchaseFunnelStep", { currentStep: 3 }]]);
  });

  it("an answered denial holds nothing", () => {
    const send = vi.fn<EngagementFunction>();
    const tracker = createTracker({ engagement: () => send, consent: () => "denied", pending: () => false, warn: vi.fn() });
    tracker.funnelStep(2);
    tracker.settle();
    expect(send).not.toHaveBeenCalled();
  });
});
