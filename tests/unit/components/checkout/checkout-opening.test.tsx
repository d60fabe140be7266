import { configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CepStep } from "@/components/checkout/availability/CepStep";
import { seedCatalogue } from "@/components/checkout/runtime/catalogueSeed";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { api } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { getAddon, type Addon } from "@/lib/addons";
import { getRoute } from "@/lib/routing";
import { PURCHASE_STORAGE_KEY } from "@/lib/store/purchase";

/**
 * A checkout step opens by reading the addon's plan list (the link's plan, the order's plan): from
 * the list its page was rendered with, or, when the page came without one, from GET /api/plans.
 * A call that fails is not an empty list: funnel §8's message and a retry, not the landing; only a
 * list that really is empty goes home (funnel §2). Each case uses its own addon: the list is kept
 * per addon for the page load, as in the browser.
 */
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/", useSearchParams: () => new URLSearchParams() }));
vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));
vi.mock("@/lib/api", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/api")>();
  return { ...actual, api: { plans: vi.fn() } };
});

const mocked = vi.mocked(api, true);
const PLANS = [
  { id: "p-d300a", plan: "300 Mega", sku: "d300a", price_with_dacc: "79.99", plan_download: 300, plan_upload: 150 },
  { id: "p-d500a", plan: "500 Mega", sku: "d500a", price_with_dacc: "99.99", plan_download: 500, plan_upload: 250 },
] as Plan[];
const HTTP_500 = "Erro HTTP 500 Internal Server Error";

function openCepStep(addon: Addon) {
  window.history.replaceState(null, "", "/checkout/cep/?s=d500a");
  return render(
    <StoreProvider>
      <CepStep addon={addon} route={getRoute("checkout/cep")!} />
    </StoreProvider>,
  );
}

/** The plan the order holds now, as the store keeps it for the tab. */
const chosenSku = (): string | undefined =>
  (JSON.parse(sessionStorage.getItem(PURCHASE_STORAGE_KEY) ?? "{}") as { state?: { planoSelected?: Plan | null } }).state?.planoSelected?.sku;

beforeEach(() => vi.clearAllMocks());
afterEach(() => sessionStorage.clear());

describe("a checkout step opening", () => {
  it("opens from the plan list its page came with, without asking /api", async () => {
    const addon = getAddon("timblack");
    seedCatalogue(addon, PLANS);
    openCepStep(addon);
    expect(await screen.findByRole("textbox", { name: "CEP" })).toBeVisible();
    await waitFor(() => expect(chosenSku()).toBe("d500a"));
    expect(mocked.plans).not.toHaveBeenCalled();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("without a list in its page, a plans call that fails shows the message and a retry, which opens the step", async () => {
    mocked.plans.mockResolvedValueOnce({ ok: false, error: { kind: "http", status: 500, message: HTTP_500, retryable: true } } as never);
    mocked.plans.mockResolvedValue({ ok: true, data: { plans: PLANS } } as never);
    openCepStep(getAddon("timpre"));
    expect(await screen.findByRole("alert")).toHaveTextContent(HTTP_500);
    expect(router.replace).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(await screen.findByRole("textbox", { name: "CEP" })).toBeVisible();
    await waitFor(() => expect(chosenSku()).toBe("d500a"));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(mocked.plans).toHaveBeenCalledTimes(2);
    expect(mocked.plans).toHaveBeenCalledWith(getAddon("timpre").apiAlias);
  });

  it("an empty list in its page is not trusted: /api is asked, and a list that really is empty goes home", async () => {
    const addon = getAddon("timcontrole");
    seedCatalogue(addon, []);
    mocked.plans.mockResolvedValue({ ok: true, data: { plans: [] } } as never);
    openCepStep(addon);
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/timcontrole/"));
    expect(mocked.plans).toHaveBeenCalledWith(addon.apiAlias);
  });
});
