import { MESSAGES, missingMessage } from "@/lib/api";
import { expect as baseExpect, test, type Page } from "./support/test";
import { axeViolations } from "./support/axe";
import { freshAddress } from "./support/api";

/**
 * The migration's CEP step says where a failure belongs, with the checkout's rule
 * (lib/api/client/refusal.ts). A fault of the server or the connection (the sandbox's CEPs
 * 99999-002 to 99999-006, docs/sandbox.md) is one message, in the form's alert, with
 * "Tentar novamente" where repeating can help; the CEP field stays valid and keeps what was
 * typed. A CEP the lookup does not know is the CEP's fault: its message under the field.
 */

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const CPF = "602.918.375-30";

const FAULTS: { cep: string; message: string | RegExp; retry: boolean }[] = [
  { cep: "99999-002", message: "Erro HTTP 500 Internal Server Error", retry: true },
  { cep: "99999-003", message: /^Resposta do servidor em formato inválido \(text\/html/, retry: true },
  { cep: "99999-004", message: "Resposta do servidor corrompida (JSON inválido)", retry: true },
  { cep: "99999-005", message: MESSAGES.serverFailure, retry: true },
  // The lookup passes (it documents no required field); saving the CEP is answered without its
  // success flag, which is not retried blindly: the visitor sends again.
  { cep: "99999-006", message: missingMessage(["success"]), retry: false },
];

// Inside the page's main: Next's route announcer is an alert too.
const alertOf = (page: Page) => page.getByRole("main").getByRole("alert");

async function toCepStep(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  await page.goto("/migracao-ultrafibra/consulta-cpf/");
  await page.getByLabel("CPF do titular").fill(CPF);
  await page.getByRole("button", { name: "Consultar ofertas" }).click();
  await page.getByRole("button", { name: "Escolher este plano" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o CEP da instalação?");
}

test("migration CEP, server faults: one message in the form's alert with its retry, the field not marked invalid", async ({ page }) => {
  await toCepStep(page);
  const cep = page.getByRole("textbox", { name: "CEP" });
  const submit = page.getByRole("button", { name: "Continuar" });
  for (const fault of FAULTS) {
    await cep.fill(fault.cep);
    await submit.click();
    await expect(alertOf(page), fault.cep).toHaveText(fault.message);
    await expect(cep, fault.cep).not.toHaveAttribute("aria-invalid", "true");
    await expect(cep, fault.cep).toHaveValue(fault.cep);
    // One message: the same text is not also under the field.
    await expect(page.getByRole("main").getByText(fault.message), fault.cep).toHaveCount(1);
    const retry = page.getByRole("button", { name: "Tentar novamente" });
    if (fault.retry) {
      await expect(retry, fault.cep).toBeVisible();
      await retry.click();
      // The sandbox's fault answers again: still one message, still a valid field.
      await expect(alertOf(page), fault.cep).toHaveText(fault.message);
      await expect(cep, fault.cep).not.toHaveAttribute("aria-invalid", "true");
    } else {
      await expect(retry, fault.cep).toHaveCount(0);
    }
    expect(await axeViolations(page), fault.cep).toEqual([]);
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o CEP da instalação?");
});

test("migration CEP the lookup does not know: its message under the field, which is invalid; a good CEP goes on", async ({ page }) => {
  await toCepStep(page);
  const cep = page.getByRole("textbox", { name: "CEP" });
  await cep.fill("00000-000");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(cep).toHaveAttribute("aria-invalid", "true");
  const errorId = ((await cep.getAttribute("aria-describedby")) ?? "").split(" ").find((id) => id.includes("error"));
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText("CEP não encontrado");
  await expect(alertOf(page)).toHaveCount(0);

  await cep.fill("01310-100");
  await page.getByRole("button", { name: "Continuar" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Qual é o número do imóvel?");
});
