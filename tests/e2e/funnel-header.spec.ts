import { expect, test, type Browser, type Page } from "./support/test";
import { STEP_ROWS } from "@/lib/funnel/steps";

/**
 * Every step's progress bar and "← Voltar" follow funnel §2 (back map) and §4
 * (progress), one row per step of the checkout and the renewal, for the default storefront and
 * for addon b (fixed values, combined steps). Guarded against: the bar falling from 95.2 % to 10 %
 * on confirmando-dados, consulta-telefone and dados-pessoais; "Voltar" going to the landing from
 * confirmando-dados, and to /b/ instead of the CPF step from addon b's instalacao-pagamento.
 *
 * The header is read from the server HTML (JavaScript off): it renders the route with the
 * order's initial values (no direct debit, no installation scheduling, no quiz answer), and no
 * step guard sends the test elsewhere. The cases that depend on the order (direct debit,
 * scheduling, quiz answers) are the unit tests of lib/routing (routing-back, routing-progress).
 */

/** [bar, back]: back is the path after the addon prefix ("/" is the addon home). */
type Header = readonly [bar: number, back: string];
interface Row {
  key: string;
  plain: Header;
  b: Header;
}

// Positions: (n / 21) * 100, one decimal, never below 10 (funnel §4). Addon b: 62.5 on payment and
// installation, 87.5 on the confirmation. validacao: 10 + 3 + 2 per answer (13 before the first).
const TABLE: readonly Row[] = [
  { key: "checkout/cep", plain: [10, "/"], b: [10, "/"] },
  { key: "checkout/nr-imovel", plain: [14.3, "/checkout/cep/"], b: [14.3, "/checkout/cep/"] },
  { key: "checkout/verificando-disponibilidade", plain: [19, "/checkout/nr-imovel/"], b: [19, "/checkout/cep/"] },
  { key: "checkout/oferta-indisponivel", plain: [23.8, "/checkout/nr-imovel/"], b: [23.8, "/checkout/cep/"] },
  { key: "checkout/nome", plain: [28.6, "/checkout/nr-imovel/"], b: [28.6, "/checkout/cep/"] },
  { key: "checkout/telefone", plain: [33.3, "/checkout/nome/"], b: [33.3, "/checkout/nome/"] },
  { key: "checkout/email", plain: [38.1, "/checkout/telefone/"], b: [38.1, "/checkout/telefone/"] },
  { key: "checkout/confirmacao-colaborador", plain: [42.9, "/checkout/email/"], b: [42.9, "/checkout/email/"] },
  { key: "checkout/data-nascimento", plain: [47.6, "/checkout/email/"], b: [47.6, "/checkout/email/"] },
  { key: "checkout/nome-mae", plain: [52.4, "/checkout/data-nascimento/"], b: [52.4, "/checkout/data-nascimento/"] },
  { key: "checkout/cpf", plain: [57.1, "/checkout/nome-mae/"], b: [57.1, "/checkout/nome-mae/"] },
  { key: "checkout/data-de-vencimento", plain: [61.9, "/checkout/cpf/"], b: [62.5, "/checkout/cpf/"] },
  { key: "checkout/ativar-debito", plain: [66.7, "/checkout/data-de-vencimento/"], b: [62.5, "/checkout/data-de-vencimento/"] },
  { key: "checkout/conta-debito", plain: [71.4, "/checkout/ativar-debito/"], b: [62.5, "/checkout/ativar-debito/"] },
  { key: "checkout/validacao", plain: [13, "/checkout/ativar-debito/"], b: [13, "/checkout/instalacao-pagamento/"] },
  { key: "checkout/validacao/erro1", plain: [81, "/checkout/ativar-debito/"], b: [62.5, "/checkout/instalacao-pagamento/"] },
  { key: "checkout/validacao/erro2", plain: [85.7, "/checkout/ativar-debito/"], b: [62.5, "/checkout/instalacao-pagamento/"] },
  { key: "checkout/data-instalacao", plain: [90.5, "/checkout/ativar-debito/"], b: [62.5, "/checkout/instalacao-pagamento/"] },
  { key: "checkout/confirmacao", plain: [95.2, "/checkout/ativar-debito/"], b: [87.5, "/checkout/instalacao-pagamento/"] },
  { key: "pedido-realizado", plain: [100, "/checkout/confirmacao/"], b: [100, "/checkout/confirmacao/"] },
  { key: "checkout", plain: [10, "/"], b: [10, "/"] },
  { key: "checkout/carrinho", plain: [10, "/"], b: [10, "/"] },
  { key: "checkout/planos", plain: [10, "/"], b: [10, "/"] },
  { key: "checkout/cep-dados-cliente", plain: [10, "/"], b: [10, "/"] },
  { key: "checkout/dados-pessoais", plain: [95.2, "/checkout/consulta-telefone/"], b: [87.5, "/checkout/consulta-telefone/"] },
  { key: "checkout/consulta-telefone", plain: [95.2, "/checkout/confirmacao/"], b: [87.5, "/checkout/confirmacao/"] },
  { key: "checkout/instalacao", plain: [90.5, "/checkout/confirmacao/"], b: [62.5, "/checkout/confirmacao/"] },
  { key: "checkout/instalacao-pagamento", plain: [61.9, "/checkout/cpf/"], b: [62.5, "/checkout/cpf/"] },
  { key: "checkout/confirmando-dados", plain: [95.2, "/checkout/confirmacao/"], b: [87.5, "/checkout/confirmacao/"] },
  { key: "refidelizacao/consulta-cpf", plain: [10, "/"], b: [10, "/"] },
  { key: "refidelizacao/ofertas", plain: [10, "/refidelizacao/consulta-cpf/"], b: [10, "/refidelizacao/consulta-cpf/"] },
  { key: "refidelizacao/confirmacao", plain: [50, "/refidelizacao/ofertas/"], b: [50, "/refidelizacao/ofertas/"] },
  { key: "refidelizacao/pedido-realizado", plain: [100, "/"], b: [100, "/"] },
];

// 33 pages per test on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

test("the table names every step of the checkout and the renewal", () => {
  const steps = STEP_ROWS.filter(([, row]) => row.section !== "coverage").map(([key]) => key);
  expect(TABLE.map((r) => r.key).sort()).toEqual([...steps].sort());
});

/** A page with JavaScript off: the server HTML as it arrives, no guard, no client render. */
async function serverHtmlPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

for (const [addon, prefix] of [["default storefront", ""], ["addon b", "/b"]] as const) {
  test(`${addon}: every step's bar and back link (funnel §2, §4)`, async ({ browser }) => {
    const page = await serverHtmlPage(browser);
    const seen: string[] = [];
    for (const row of TABLE) {
      const [bar, back] = prefix ? row.b : row.plain;
      const path = `${prefix}/${row.key}/`;
      const response = await page.goto(path, { waitUntil: "domcontentloaded" });
      expect(response?.status(), path).toBe(200);
      const progress = page.getByRole("progressbar", { name: "Progresso do pedido" });
      const header = {
        bar: Number(await progress.getAttribute("aria-valuenow")),
        back: await page.getByTestId("back-link").getAttribute("href"),
      };
      seen.push(`${path} ${header.bar} ${header.back}`);
      expect.soft(header, path).toEqual({ bar, back: `${prefix}${back}` });
    }
    expect(seen).toHaveLength(TABLE.length);
    await page.context().close();
  });
}
