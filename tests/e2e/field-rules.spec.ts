import { collaboratorCode } from "./support/server-log";
import { expect as baseExpect, test, type Page } from "./support/test";
import { callApi } from "./support/api";
import { next, onPath, startOrder, WALK_PERSON as PERSON } from "./support/checkout";
import { LEAD_ID_KEY, prepareOrder } from "./support/order";

/**
 * The fields: a name over 128 and a complement over 64 characters are never cut without a word;
 * "1/1/90" typed in the birth date is not "11/90"; "Reenviar código" takes the old "Código
 * inválido" away; the phone refuses area codes ANATEL never assigned. A bank account past its
 * length is not cut either ("12345-6789012345" stays as typed, not "12345-6").
 */

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const leadIdOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LEAD_ID_KEY);

test("a name over 128 characters is kept as typed, the limit is said at once, and the step refuses it @responsive", async ({ page }) => {
  await prepareOrder(page, "d500a");
  await page.goto("/checkout/nome/");
  const name = page.getByRole("textbox", { name: "Nome completo" });
  const long = `Maria ${"Aparecida ".repeat(14)}Silva`.trim();
  expect(long.length).toBeGreaterThan(128);
  await name.fill("");
  await name.pressSequentially(long.slice(0, 120));
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await name.pressSequentially(long.slice(120));
  await expect(name).toHaveValue(long);
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription("O nome pode ter no máximo 128 caracteres.");
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/nome\//);
  await expect(name).toHaveAccessibleDescription("O nome pode ter no máximo 128 caracteres.");
});

test("a bank account past 12 digits is kept as typed, the limit is said at once, and the step refuses it", async ({ page }) => {
  await prepareOrder(page, "d500a", { dueDay: 10 });
  await page.goto("/checkout/ativar-debito/");
  await page.getByRole("radio", { name: "Sim, quero débito automático" }).check();
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/conta-debito\//);
  await page.getByLabel("Banco").selectOption("341");
  await page.getByLabel("Agência").fill("1234");
  const account = page.getByLabel("Conta corrente");
  await account.pressSequentially("12345-6789012345");
  await expect(account).toHaveValue("12345-6789012345");
  await expect(account).toHaveAttribute("aria-invalid", "true");
  await expect(account).toHaveAccessibleDescription(/A conta pode ter no máximo 12 números, com o dígito\./);
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/conta-debito\//);
  await expect(account).toHaveAccessibleDescription(/A conta pode ter no máximo 12 números, com o dígito\./);
  await expect(account).toHaveValue("12345-6789012345");
});

test("a complement over 64 characters is kept as typed and the limit is said at once @responsive", async ({ page }) => {
  await prepareOrder(page, "d500a");
  await page.goto("/checkout/nr-imovel/");
  const complement = page.getByRole("textbox", { name: "Complemento" });
  const long = "Apartamento 1203, bloco B, torre Norte, entrada pela rua lateral 45";
  expect(long.length).toBeGreaterThan(64);
  await complement.fill(long);
  await expect(complement).toHaveValue(long);
  await expect(complement).toHaveAccessibleDescription(/O complemento pode ter no máximo 64 caracteres\./);
  await next(page);
  await expect(page).toHaveURL(/\/checkout\/nr-imovel\//);
});

test("the birth date typed as people do, 1/1/90, is 01/01/1990 and reaches the lead as 1990-01-01 @responsive", async ({ page }) => {
  const { idLead } = await prepareOrder(page, "d500a");
  await page.goto("/checkout/data-nascimento/");
  const birth = page.getByRole("textbox", { name: "Data de nascimento" });
  // The order is restored from the backend first (its birth date shown), then replaced as typed.
  await expect(birth).toHaveValue("31/12/1990");
  await birth.fill("");
  await birth.pressSequentially("1/1/90");
  await expect(birth).toHaveValue("01/01/90");
  await birth.blur();
  await expect(birth).toHaveValue("01/01/1990");
  await next(page);
  await onPath(page, "/checkout/nome-mae/");
  const lead = (await (await callApi(page.request, "GET", `lead/${idLead}`)).json()) as Record<string, unknown>;
  expect(lead.birth_date).toBe("1990-01-01");
});

test("a phone with an area code ANATEL never assigned (23) is refused", async ({ page }) => {
  await prepareOrder(page, "d500a");
  await page.goto("/checkout/telefone/");
  const phone = page.getByRole("textbox", { name: "Telefone com DDD" });
  await phone.fill("23987654321");
  await next(page);
  await expect(phone).toHaveAccessibleDescription(/Esse número não é válido\. Verifique a digitação\./);
  await expect(page).toHaveURL(/\/checkout\/telefone\//);
  await phone.fill("27987654321");
  await next(page);
  await onPath(page, "/checkout/email/");
});


test("'Reenviar código' takes the old code's 'Código inválido' away", async ({ page }) => {
  const prefix = "/oferta-colaborador";
  await startOrder(page, { sku: "d600gl", prefix });
  for (const [label, value] of [["Nome completo", PERSON.name], ["Telefone com DDD", PERSON.phone], ["E-mail", PERSON.email]] as const) {
    await page.getByLabel(label, { exact: true }).fill(value);
    await next(page);
  }
  await onPath(page, `${prefix}/checkout/confirmacao-colaborador/`);
  const leadId = (await leadIdOf(page)) ?? "";
  await expect.poll(() => collaboratorCode(leadId), { timeout: 10_000 }).not.toBeNull();
  const first = collaboratorCode(leadId)!;
  const field = page.getByRole("textbox", { name: "Código de confirmação" });
  await field.fill(first === "000000" ? "111111" : "000000");
  await next(page);
  await expect(field).toHaveAccessibleDescription(/Código inválido/);

  // The resend's 30 s wait, as if it had passed.
  await page.evaluate((key) => sessionStorage.setItem(key, String(Date.now() - 31_000)), `ultrafibra-collaborator-code-sent:${leadId}`);
  await page.getByRole("button", { name: "Reenviar código", exact: true }).click();
  await expect(page.getByText("Enviamos um novo código. O anterior deixa de valer.")).toBeVisible();
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/Código inválido/)).toHaveCount(0);
  await expect(field).toHaveValue("");
  await expect.poll(() => collaboratorCode(leadId)).not.toBe(first);
  await field.fill(collaboratorCode(leadId)!);
  await next(page);
  await onPath(page, `${prefix}/checkout/data-nascimento/`);
});
