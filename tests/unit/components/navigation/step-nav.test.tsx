import { renderHook } from "@testing-library/react";
import { useStepNav } from "@/components/navigation/useStepNav";
import { getAddon } from "@/lib/addons";

/** The one navigation runtime of the step pages (checkout, coverage, renewal). */

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

describe("useStepNav", () => {
  beforeEach(() => {
    router.push.mockReset();
    router.replace.mockReset();
    window.history.replaceState(null, "", "/b/timblack/checkout/cep/?utm_source=tv&s=d500a&cpf=123&a=1");
  });

  it("names this addon's address of a step with what its scope carries, and nothing typed", () => {
    const checkout = renderHook(() => useStepNav(getAddon("b/timblack"), "checkout")).result.current;
    const offers = renderHook(() => useStepNav(getAddon("b/timblack"), "customer-offers")).result.current;
    expect(checkout.href("checkout/nome")).toBe("/b/timblack/checkout/nome/?utm_source=tv&a=1");
    expect(offers.href("refidelizacao/ofertas")).toBe("/b/timblack/refidelizacao/ofertas/?utm_source=tv");
    expect(checkout.href("checkout/planos", { aviso: "x" })).toBe("/b/timblack/checkout/planos/?utm_source=tv&a=1&aviso=x");
  });

  it("pushes a step, or replaces the current entry when asked", () => {
    const { go } = renderHook(() => useStepNav(getAddon("b/timblack"), "coverage")).result.current;
    go("consultar-cobertura/nr-imovel");
    go("", { replace: true });
    expect(router.push).toHaveBeenCalledWith("/b/timblack/consultar-cobertura/nr-imovel/?utm_source=tv&s=d500a&a=1");
    expect(router.replace).toHaveBeenCalledWith("/b/timblack/?utm_source=tv&s=d500a&a=1");
  });

  it("keeps the same functions from render to render (effects that call them do not run again)", () => {
    const { result, rerender } = renderHook(() => useStepNav(getAddon("b/timblack"), "checkout"));
    const first = result.current;
    rerender();
    expect(result.current.go).toBe(first.go);
    expect(result.current.href).toBe(first.href);
  });
});
