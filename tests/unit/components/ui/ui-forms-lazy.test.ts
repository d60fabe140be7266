// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { useLoaded, zodForm } from "@/components/ui/forms";
import { loadForms } from "@/lib/validation/rules";

/** The resolver's options as RHF passes them (no native validation, no field refs). */
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("zodForm with a schema loaded on first validation", () => {
  it("validates with the loaded schema: its messages, and API values on success", async () => {
    const { resolver } = zodForm(() => loadForms().then((f) => f.checkoutPhoneSchema));
    const bad = await resolver({ phone: "(11) 1234" }, undefined, options);
    expect(bad.errors.phone?.message).toBe("Esse número não é válido. Verifique a digitação.");
    const good = await resolver({ phone: "(11) 98765-4321" }, undefined, options);
    expect(good.errors).toEqual({});
    expect(good.values).toEqual({ phone: "11987654321" });
  });

  it("loads the schema once; a failed load shows the network message and the next validation loads it again", async () => {
    let loads = 0;
    const { resolver } = zodForm(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return (await loadForms()).checkoutPhoneSchema;
    });
    const failed = await resolver({ phone: "(11) 98765-4321" }, undefined, options);
    expect(failed.errors.phone).toMatchObject({ type: "network", message: "Erro de rede: sua conexão caiu ou o servidor está fora do ar" });
    expect((await resolver({ phone: "(11) 98765-4321" }, undefined, options)).errors).toEqual({});
    await resolver({ phone: "(11) 98765-4322" }, undefined, options);
    expect(loads).toBe(2);
  });
});

describe("useLoaded", () => {
  it("loads only once it is needed, and then gives what arrived", async () => {
    const { renderHook, waitFor } = await import("@testing-library/react");
    let loads = 0;
    const load = async () => {
      loads += 1;
      return "schema";
    };
    const { result, rerender } = renderHook(({ needed }) => useLoaded(load, needed), { initialProps: { needed: false } });
    await new Promise((r) => setTimeout(r, 20));
    expect(loads).toBe(0);
    expect(result.current).toBeNull();
    rerender({ needed: true });
    await waitFor(() => expect(result.current).toBe("schema"));
    expect(loads).toBe(1);
  });
});
