import { CONSENT_COOKIE } from "../../lib/consent/constants";
import { expectPath, expectValue, findByLabel, findByText, findDialog, inPage, waitFor } from "./dom";
import { check } from "./runner";
import type { Session } from "./session";

/**
 * What every engine must do: the consent banner, the landing at phone and desktop
 * width, the plan card's coverage dialog, the checkout's first three steps with masked input, and
 * no console error or CSP refusal on any page it opened. In this order: the banner needs the
 * engine's first visit, and the checkout the SKU the landing shows.
 */
export interface Check {
  name: string;
  /** A check whose failure leaves this one nothing to stand on. */
  needs?: string;
  run(session: Session): Promise<void>;
}

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;
const BANNER = '[data-testid="consent-banner"]';

/** The landing as laid out: its plan cards, whether it fits the width, and a plan's SKU. */
interface LandingState {
  [key: string]: string | number | string[];
  h1: string;
  cards: number;
  overflow: number;
  wider: string[];
  clipped: string[];
  sku: string;
}

const LANDING_STATE = String.raw`
  const root = document.documentElement;
  const label = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.className && typeof el.className === "string" ? "." + el.className.trim().split(/\s+/)[0] : "") + " (" + Math.round(el.getBoundingClientRect().right) + " px)";
  // What sticks out to the right, outside any box that scrolls or clips it (a carousel's row).
  const clippedByAncestor = (el) => {
    for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (getComputedStyle(p).overflowX !== "visible") return true;
    return false;
  };
  const wider = Array.from(document.body.querySelectorAll("*"))
    .filter((el) => visible(el) && el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clippedByAncestor(el))
    .slice(0, 5).map(label);
  // A heading whose text does not fit its own box (a word longer than the line).
  const clipped = Array.from(document.querySelectorAll("h1, h2, h3"))
    .filter((h) => visible(h) && h.scrollWidth > h.clientWidth + 1)
    .map((h) => norm(h.textContent) + " (" + h.scrollWidth + " > " + h.clientWidth + " px)");
  const link = document.querySelector('#planos article a[href*="/checkout/cep/?s="]');
  return {
    h1: norm(document.querySelector("h1")?.textContent),
    cards: Array.from(document.querySelectorAll("#planos article")).filter(visible).length,
    overflow: root.scrollWidth - root.clientWidth,
    wider,
    clipped,
    sku: link ? new URL(link.href).searchParams.get("s") || "" : "",
  };
`;

/** The landing on screen: hydrated (Session.goto), its plan cards, nothing wider than the page. */
async function expectLanding(session: Session, width: number): Promise<LandingState> {
  await waitFor(session.page, "the plan cards (#planos article)", "return document.querySelectorAll('#planos article').length > 0;");
  const state = await inPage<LandingState>(session.page, LANDING_STATE);
  check(state.h1.length > 0, "the landing has no h1");
  check(state.cards >= 1, "no plan card is visible in #planos");
  check(state.sku, "no plan card links to /checkout/cep/?s=<sku>");
  check(state.overflow <= 0, `the page scrolls sideways at ${width} px: ${state.overflow} px too wide; sticking out: ${state.wider.join(", ")}`);
  check(state.clipped.length === 0, `headings wider than their box: ${state.clipped.join("; ")}`);
  return state;
}

const consentCookie = (session: Session) =>
  inPage<string>(session.page, "const c = document.cookie.split('; ').find((c) => c.startsWith(arguments[0] + '=')); return c ? c.slice(arguments[0].length + 1) : '';", CONSENT_COOKIE);

export const CHECKS: readonly Check[] = [
  {
    name: `consent banner: shown on the first visit; "Aceitar" closes it and stores ${CONSENT_COOKIE}=both (390×844)`,
    async run(session) {
      await session.page.viewport(PHONE.width, PHONE.height);
      await session.goto("/");
      await waitFor(session.page, "the consent banner to be visible", `return visible(document.querySelector('${BANNER}'));`);
      await session.screenshot("consent-banner-390");
      await session.page.click(await findByText(session.page, "button", "Aceitar", { within: BANNER }));
      await waitFor(session.page, "the consent banner to close", `return !visible(document.querySelector('${BANNER}'));`, [], 5_000);
      const value = await consentCookie(session);
      check(value === "both", `${CONSENT_COOKIE} is "${value}" after "Aceitar", expected "both"`);
    },
  },
  {
    name: "landing at 390×844: hydrated, plan cards shown, nothing wider than the screen",
    async run(session) {
      await session.page.viewport(PHONE.width, PHONE.height);
      await session.goto("/");
      session.sku = (await expectLanding(session, PHONE.width)).sku;
      await session.screenshot("landing-390");
    },
  },
  {
    name: "landing at 1440×900: hydrated, plan cards shown, nothing wider than the window",
    async run(session) {
      await session.page.viewport(DESKTOP.width, DESKTOP.height);
      await session.goto("/");
      const { sku } = await expectLanding(session, DESKTOP.width);
      session.sku ||= sku;
      await session.screenshot("landing-1440");
    },
  },
  {
    name: 'coverage dialog: a plan card\'s "Consultar disponibilidade" opens it; CEP 01310100 reads 01310-100, phone (11) 98765-4321',
    needs: "landing at 1440×900: hydrated, plan cards shown, nothing wider than the window",
    async run(session) {
      const { page } = session;
      await page.click(await findByText(page, "button", "Consultar disponibilidade", { within: "#planos article" }));
      const dialog = await findDialog(page, "Consulte a disponibilidade na sua região");
      const cep = await findByLabel(page, "CEP", { within: dialog });
      await page.type(cep, "01310100");
      await expectValue(page, cep, "01310-100", "the dialog's CEP");
      const phone = await findByLabel(page, "Telefone para contato", { within: dialog });
      await page.type(phone, "11987654321");
      await expectValue(page, phone, "(11) 98765-4321", "the dialog's phone");
      await session.screenshot("coverage-dialog-1440");
    },
  },
  {
    name: 'checkout step 1, /checkout/cep/ (390×844): CEP 01310100 reads 01310-100; "Continuar" goes to the house number',
    needs: "landing at 390×844: hydrated, plan cards shown, nothing wider than the screen",
    async run(session) {
      const { page } = session;
      await page.viewport(PHONE.width, PHONE.height);
      await session.goto(`/checkout/cep/?s=${encodeURIComponent(session.sku)}`);
      const cep = await findByLabel(page, "CEP");
      await page.type(cep, "01310100");
      await expectValue(page, cep, "01310-100", "the CEP");
      await session.screenshot("checkout-cep-390");
      await page.click(await findByText(page, "button", "Continuar"));
      await expectPath(page, "/checkout/nr-imovel/");
    },
  },
  {
    name: 'checkout step 2, /checkout/nr-imovel/: house number and "Sem complemento"; "Continuar" checks availability',
    needs: 'checkout step 1, /checkout/cep/ (390×844): CEP 01310100 reads 01310-100; "Continuar" goes to the house number',
    async run(session) {
      const { page } = session;
      const number = await findByLabel(page, "Número");
      await page.type(number, "1000");
      await expectValue(page, number, "1000", "the house number");
      const none = await findByLabel(page, "Sem complemento");
      await page.click(await findByText(page, "label", "Sem complemento"));
      await waitFor(page, '"Sem complemento" to be checked', "return document.querySelector(arguments[0]).checked;", [none], 5_000);
      await session.screenshot("checkout-nr-imovel-390");
      await page.click(await findByText(page, "button", "Continuar"));
      // Through /checkout/verificando-disponibilidade/ (the sandbox covers 01310-100).
      await expectPath(page, "/checkout/nome/", 30_000);
    },
  },
  {
    name: "checkout step 3, /checkout/nome/: the next question, and the name typed stays",
    needs: 'checkout step 2, /checkout/nr-imovel/: house number and "Sem complemento"; "Continuar" checks availability',
    async run(session) {
      const { page } = session;
      await waitFor(page, 'the heading "Qual é o seu nome completo?"', "return norm(document.querySelector('h1')?.textContent) === 'Qual é o seu nome completo?';");
      const name = await findByLabel(page, "Nome completo");
      await page.type(name, "Maria Aparecida Silva");
      await expectValue(page, name, "Maria Aparecida Silva", "the name");
      await session.screenshot("checkout-nome-390");
    },
  },
  {
    name: "no CSP violation on any page opened",
    async run(session) {
      await session.collect();
      if (session.page.plainVisit) {
        const pages = ["/", `/checkout/cep/?s=${encodeURIComponent(session.sku)}`];
        const report = await session.page.plainVisit(pages.map((p) => session.baseUrl + p));
        for (const error of report.errors) session.problems.push(`${pages.join(" or ")} (plain visit): ${error}`);
        for (const warning of report.warnings) session.warnings.push(`${pages.join(" or ")} (plain visit): ${warning}`);
      }
      const csp = session.problems.filter(isCsp);
      check(csp.length === 0, `${csp.length} CSP problem(s):\n${csp.join("\n")}`);
    },
  },
  {
    name: "no console error on any page opened",
    async run(session) {
      await session.collect();
      const errors = session.problems.filter((p) => !isCsp(p));
      check(errors.length === 0, `${errors.length} error(s):\n${errors.join("\n")}`);
    },
  },
];

function isCsp(problem: string): boolean {
  return /CSP|Content[- ]Security[- ]Policy/i.test(problem);
}
