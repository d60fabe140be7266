// @vitest-environment node
import { getAddon } from "@/lib/addons";
import { createApiClient } from "@/lib/api";
import { coverageQuery } from "@/lib/api/client/payload";
import { coveragePlans } from "@/lib/plans";
import { planLabel } from "@/lib/plans/badges";
import { INITIAL_PURCHASE } from "@/lib/store/purchase";
import { proxyFetch, withSandboxProxy } from "../../support/sandbox-proxy";

/**
 * The coverage results' list as the coverage check builds it (components/coverage/VerifyingScreen:
 * the addon's coverage query through the proxy to the sandbox, then coveragePlans; the cards wear
 * planLabel), at a fully covered CEP of the sandbox's default catalogue. Marketing §4: premium
 * puts d1000em before d500em before the others; §9: the landing's group order (300, 400, 500,
 * 600a, 600, 1000, 2000), not the catalogue's, with the landing's badges. Within a group the
 * catalogue's order (docs/sandbox.md).
 */

const TOKEN = "entry-token-for-coverage-results";
let counter = 0;

async function coverageResults(addonId: string) {
  const addon = getAddon(addonId);
  const api = createApiClient({ baseUrl: "http://loja.test/api", fetch: proxyFetch(TOKEN, `198.18.201.${counter++}`) });
  const state = { ...INITIAL_PURCHASE, zip: "01310-100", streetNr: "1000" };
  const result = await api.coverage(coverageQuery(state, addon, null));
  if (!result.ok) throw new Error(result.error.message);
  return coveragePlans(result.data.plans, addon);
}

withSandboxProxy("uf-coverage-results-", TOKEN);
beforeAll(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe("coverage results at a fully covered CEP", () => {
  it("the default storefront: the landing's group order and its badges", async () => {
    const plans = await coverageResults("");
    expect(plans.map((p) => p.sku)).toEqual([
      "d300a",
      "d400a",
      "d500b", "d500a",
      "d600a",
      "d700b", "d600gl", "d600b", "d600c", "d700a",
      "d1000b", "d1000a", "d1000c", "d1000d",
      "d2000b",
    ]);
    const label = (sku: string) => planLabel(plans.find((p) => p.sku === sku)!, plans, getAddon(""));
    expect(label("d300a")?.text).toBe("MENOR PREÇO");
    expect(label("d600a")?.text).toBe("OFERTA ESPECIAL");
    expect(label("d700b")?.text).toBe("ASSISTA FILMES E SÉRIES");
    expect(label("d2000b")?.text).toBe("FILMES E SÉRIES EXCLUSIVAS");
    expect(label("d600gl")).toEqual({ kind: "streaming-prompt", text: "Com streaming incluso" });
  }, 60_000);

  it.each(["r", "b/r"])("%s leaves d500b out, as its landing does", async (addonId) => {
    const skus = (await coverageResults(addonId)).map((p) => p.sku);
    expect(skus).toContain("d500a");
    expect(skus).not.toContain("d500b");
  });

  it("premium: d1000em, then d500em, then the others", async () => {
    expect((await coverageResults("premium")).map((p) => p.sku)).toEqual(["d1000em", "d500em", "d600cb", "d1000cb"]);
  });
});
