import { expect, test } from "./support/test";
import { networkQuiet } from "./support/settle";

/**
 * Before the page's scripts run (slow phone, script blocked or failed), its forms are already on
 * screen. Tapping submit then must not send the fields natively (a GET with CPF or phone in the
 * URL). The renewal CPF form is one: its submit button is enabled in the server HTML. The inline boot script cancels native submission (lib/bootScript NATIVE_SUBMIT_GUARD).
 */
test("a form submitted before its script is ready sends nothing and puts nothing in the URL", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // No Next.js script: the server HTML and the inline boot script only (plain context: the suite's
  // page fixture would wait for a hydration that never comes).
  await page.route("**/_next/static/chunks/**/*.js", (route) => route.abort());
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/refidelizacao/consulta-cpf/", { waitUntil: "load" });
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeEnabled();
  await page.locator('input[name="cpf"]').fill("529.982.247-25");
  const before = requests.length;
  await submit.click();
  // A native submit would start its navigation at once, inside the quiet second.
  await networkQuiet(page, 1000);
  expect(page.url()).toBe(`${baseURL}/refidelizacao/consulta-cpf/`);
  const after = requests.slice(before);
  expect(after.filter((url) => url.includes("cpf=") || url.includes("529"))).toEqual([]);
  // What the visitor typed is still there for when the script arrives.
  await expect(page.locator('input[name="cpf"]')).toHaveValue("529.982.247-25");
  await context.close();
});
