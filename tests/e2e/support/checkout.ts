import { expect, type Page } from "@playwright/test";
import { callApi } from "./api";
import { LEAD_ID_KEY } from "./order";

/**
 * Walking the checkout the way a visitor does, for specs that need an order under way. Waits
 * are generous: each step loads the addon catalogue first, and CI machines are busy.
 */
const WAIT = { timeout: 20_000 };


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

/** The lead as the backend holds it (the page's context owns it). */
export async function readLead(page: Page, id: string): Promise<Record<string, unknown>> {
  const answer = await callApi(page.request, "GET", `lead/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}
