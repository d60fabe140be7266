import { expect, type Page } from "@playwright/test";
import { LEAD_ID_KEY } from "./order";

/**
 * Walking the checkout the way a visitor does, for specs that need an order under way. Waits
 * are generous: each step loads the addon catalogue first, and CI machines are busy.
 */
const WAIT = { timeout: 20_000 };

/**
 * The visitor the checkout walks type in: `cpf` the sandbox approves, `quizCpf` it asks the risk
 * quiz of, `rejectedCpf` it rejects (docs/sandbox.md).
 */
export const WALK_PERSON = {
  name: "Maria Aparecida Silva",
  phone: "11987654321",
  phoneMasked: "(11) 98765-4321",
  email: "maria.silva@example.com",
  birth: "15081985",
  mother: "Ana Souza Silva",
  cpf: "52998224725",
  quizCpf: "39053344705",
  rejectedCpf: "71460238001",
} as const;

/** A step of the checkout's personal data: its path, its heading and its field's label. */
export interface PersonalStep {
  path: string;
  heading: string;
  label: string;
}

/** The personal-data steps, in the funnel's order (after nr-imovel and the availability check). */
export const PERSONAL_STEPS = {
  name: { path: "/checkout/nome/", heading: "Qual é o seu nome completo?", label: "Nome completo" },
  phone: { path: "/checkout/telefone/", heading: "Qual é o seu telefone?", label: "Telefone com DDD" },
  email: { path: "/checkout/email/", heading: "Qual é o seu e-mail?", label: "E-mail" },
  birth: { path: "/checkout/data-nascimento/", heading: "Qual é a sua data de nascimento?", label: "Data de nascimento" },
  mother: { path: "/checkout/nome-mae/", heading: "Qual é o nome da sua mãe?", label: "Nome completo da mãe" },
  cpf: { path: "/checkout/cpf/", heading: "Qual é o seu CPF?", label: "CPF" },
} as const satisfies Record<string, PersonalStep>;

/** Each personal-data step in order with WALK_PERSON's answer to it, `cpf` at the CPF step. */
export const walkAnswers = (cpf: string = WALK_PERSON.cpf): [PersonalStep, string][] => [
  [PERSONAL_STEPS.name, WALK_PERSON.name],
  [PERSONAL_STEPS.phone, WALK_PERSON.phone],
  [PERSONAL_STEPS.email, WALK_PERSON.email],
  [PERSONAL_STEPS.birth, WALK_PERSON.birth],
  [PERSONAL_STEPS.mother, WALK_PERSON.mother],
  [PERSONAL_STEPS.cpf, cpf],
];

/** Presses the step's submit button ("Continuar" unless named). */
export const next = (page: Page, name = "Continuar") => page.getByRole("button", { name, exact: true }).click();

/** The step on screen is `path` (query aside). */
export async function onPath(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}(\\?|$)`), WAIT);
}

/**
 * cep → nr-imovel → verificando-disponibilidade: the lead is created with `sku` at `cep`. Answers
 * the lead id once the availability check has sent the visitor on (nome, or oferta-indisponivel).
 */
export async function startOrder(page: Page, { sku, cep = "01310100", prefix = "" }: { sku: string; cep?: string; prefix?: string }) {
  await page.goto(`${prefix}/checkout/cep/?s=${sku}`);
  await page.getByLabel("CEP", { exact: true }).fill(cep);
  await next(page);
  await onPath(page, `${prefix}/checkout/nr-imovel/`);
  await page.getByLabel("Número", { exact: true }).fill("1000");
  await page.getByLabel("Sem complemento", { exact: true }).check();
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/(nome|oferta-indisponivel)\//, WAIT);
  const id = await page.evaluate((key) => window.localStorage.getItem(key), LEAD_ID_KEY);
  expect(id).toBeTruthy();
  return id!;
}

/**
 * The storefront's backend, the sandbox server: E2E_SANDBOX_URL (a fleet's, `npm run fleet -- --e2e`
 * prints it), else the one playwright.config.ts starts on E2E_PORT + 1.
 */
export const sandboxUrl = (): string => process.env.E2E_SANDBOX_URL?.replace(/\/+$/, "") || `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/**
 * The lead as the backend holds it, read from the backend itself: once the order is placed the
 * storefront answers its browser without the personal data (lib/api/contract/privacy.ts).
 */
export async function readLead(id: string): Promise<Record<string, unknown>> {
  const answer = await fetch(`${sandboxUrl()}/lead/${encodeURIComponent(id)}`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}
