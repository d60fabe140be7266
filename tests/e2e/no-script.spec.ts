import { expect, test, type Browser, type Page } from "./support/test";

/**
 * A browser with scripts off (decision 0082): every form of the site is sent by its script, so
 * here the notice says so, and a form sent anyway (Enter in a field) goes out as a POST whose
 * fields stay in the body, never in the URL, the history or a log line. The entry server refuses
 * it (405) without reading it.
 */
const NOTICE =
  "Este site precisa do JavaScript para consultar a cobertura e contratar um plano. Ative-o nas configurações do navegador e recarregue a página.";

/**
 * The forms in the server HTML of a page that a browser can send (the others appear only once
 * scripts run; the coverage check's button stays disabled until its fields are valid, which only
 * its script can tell, so Enter there sends nothing).
 */
const FORMS = [
  { path: "/refidelizacao/consulta-cpf/", field: "cpf", value: "52998224725" },
  { path: "/migracao-ultrafibra/consulta-cpf/", field: "cpf", value: "52998224725" },
  { path: "/receber-ligacao/", field: "phone", value: "11912345678" },
] as const;

/** Playwright's text search skips <noscript>, so the notice is found by place. */
const notice = (page: Page) => page.locator("noscript > p");

async function withoutScripts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test("the landing tells a visitor without scripts what to do", async ({ browser }) => {
  const page = await withoutScripts(browser);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(notice(page)).toHaveText(NOTICE);
  await expect(notice(page)).toBeVisible();
  await page.context().close();
});

for (const { path, field, value } of FORMS) {
  test(`${path}: a form sent without scripts keeps its ${field} out of the URL`, async ({ browser }) => {
    const page = await withoutScripts(browser);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(notice(page)).toHaveText(NOTICE);
    await expect(notice(page)).toBeVisible();
    const input = page.locator(`input[name="${field}"]`);
    await input.fill(value);
    const [request] = await Promise.all([page.waitForRequest((r) => r.isNavigationRequest()), input.press("Enter")]);
    expect(request.method()).toBe("POST");
    expect(request.url()).not.toContain(value);
    expect(new URL(request.url()).search).not.toContain(`${field}=`);
    const response = await request.response();
    expect(response?.status()).toBe(405);
    await page.context().close();
  });
}
