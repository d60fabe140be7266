// @vitest-environment node
import { startTestSandbox, withSandboxProxy } from "../support/sandbox-proxy";

/**
 * The sandbox as a server of its own: the contract over HTTP, checked as the proxy
 * checks it, and its admin calls, which are not part of the contract.
 */
describe("the sandbox server", () => {
  withSandboxProxy("uf-sandbox-server-", "sandbox-server-test");
  let url = "";
  let close: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    ({ url, close } = await startTestSandbox());
  });
  afterAll(() => close());
  afterEach(() => fetch(`${url}/_sandbox/prices`, { method: "POST", body: JSON.stringify({ reset: true }) }));

  it("answers a documented call as the operator's API would, and nothing else", async () => {
    const plans = await fetch(`${url}/plans?addon=premium`);
    expect(plans.status).toBe(200);
    expect(((await plans.json()) as { plans: { sku: string }[] }).plans.map((p) => p.sku)).toContain("d1000em");
    expect((await fetch(`${url}/nao-documentado`)).status).toBe(404);
    const wrongMethod = await fetch(`${url}/plans`, { method: "DELETE" });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get("allow")).toBe("GET");
  });

  it("checks a request by the contract's schemas: 400 with the field named", async () => {
    const bad = await fetch(`${url}/lead-v2`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ idPlan: 12, address: {} }) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^Dados inválidos: /);
    const malformed = await fetch(`${url}/lead-v2`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(malformed.status).toBe(400);
  });

  it("moves every price by a sum on its admin call, and puts the seed back", async () => {
    const price = async () => ((await (await fetch(`${url}/plans`)).json()) as { plans: { sku: string; price_with_dacc: string }[] }).plans.find((p) => p.sku === "d500a")!.price_with_dacc;
    const seed = await price();
    expect((await fetch(`${url}/_sandbox/prices`, { method: "POST", body: JSON.stringify({ add: 10.5 }) })).status).toBe(200);
    expect(await price()).toBe((Number(seed) + 10.5).toFixed(2));
    expect((await fetch(`${url}/_sandbox/prices`, { method: "POST", body: JSON.stringify({ add: "x" }) })).status).toBe(400);
    await fetch(`${url}/_sandbox/prices`, { method: "POST", body: JSON.stringify({ reset: true }) });
    expect(await price()).toBe(seed);
    expect(await (await fetch(`${url}/_sandbox/health`)).json()).toEqual({ status: "ok" });
  });
});
