import { expect, test } from "./support/test";
import { freshAddress } from "./support/api";

/**
 * A checkout step opens from the addon's plan list (the link's plan, the order's plan). The page is
 * rendered with that list, so the step opens without asking /api once its scripts have run: one
 * round trip and the API client's code fewer on a phone's network. What a step does when it has to
 * ask and the call fails is shown in tests/unit/components/checkout/checkout-opening.test.tsx.
 */

const ENTRY = "/timblack/checkout/cep/?s=d500a";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
});

test("the checkout's entry opens with the link's plan from its page's plan list: no plan call from the browser @responsive", async ({ page }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/")) apiCalls.push(`${request.method()} ${path}`);
  });
  await page.goto(ENTRY);
  await expect(page.getByTestId("plan-info")).toContainText("500 Mega");
  await expect(page.getByRole("textbox", { name: "CEP" })).toBeEditable();
  await page.waitForLoadState("networkidle");
  expect(apiCalls.filter((call) => call.includes("/api/plans"))).toEqual([]);
  await expect(page).toHaveURL(/\/timblack\/checkout\/cep\/\?s=d500a$/);
});
