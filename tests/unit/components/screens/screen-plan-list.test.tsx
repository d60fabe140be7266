import type { ReactElement } from "react";
import { ScreenFor } from "@/components/screens/registry";
import { getPlanList } from "@/lib/backend/catalogue";
import type { Plan } from "@/lib/api/contract";
import { getAddon } from "@/lib/addons";
import { getRoute } from "@/lib/routing";

vi.mock("server-only", () => ({}));
vi.mock("@/components/landing/LandingScreen", () => ({ LandingScreen: () => null }));
vi.mock("@/lib/backend/catalogue", () => ({ getPlanList: vi.fn() }));

/**
 * The pages whose screen opens from the addon's plan list (the checkout's steps, the contact
 * pages) are rendered with it; the others are not made heavier by it, and a list the server cannot
 * read leaves the page to ask for it in the browser rather than failing it.
 */
const PLANS = [{ id: "p-d500a", plan: "500 Mega", sku: "d500a" }] as Plan[];
const planList = vi.mocked(getPlanList);
const addon = getAddon("timblack");

async function screenProps(key: string): Promise<{ plans?: Plan[] }> {
  const element = (await ScreenFor({ addon, route: getRoute(key)! })) as ReactElement<{ plans?: Plan[] }>;
  return element.props;
}

beforeEach(() => {
  planList.mockReset();
  planList.mockResolvedValue(PLANS);
});

describe("the plan list a client screen is rendered with", () => {
  it.each(["checkout/cep", "checkout/cpf", "checkout", "pedido-realizado", "linktree", "chat"])("is the addon's on %s", async (key) => {
    expect((await screenProps(key)).plans).toEqual(PLANS);
    expect(planList).toHaveBeenCalledWith(addon);
  });

  it.each(["consultar-cobertura/cep", "refidelizacao/consulta-cpf", "receber-ligacao"])("is left out on %s, which does not read it", async (key) => {
    expect((await screenProps(key)).plans).toBeUndefined();
    expect(planList).not.toHaveBeenCalled();
  });

  it("is left out when the backend cannot be read, and the page still renders", async () => {
    planList.mockRejectedValue(new Error("catalogue plans: HTTP 500"));
    expect((await screenProps("checkout/cep")).plans).toBeUndefined();
  });
});
