import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { lazySchema } from "@/lib/validation/lazySchema";

/** Schemas built on first use behave as the schema itself, everywhere zod and RHF touch them. */
describe("lazySchema", () => {
  it("builds nothing until used, then once", () => {
    const build = vi.fn(() => z.object({ cep: z.string().regex(/^\d{8}$/, "CEP inválido") }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ cep: "01310100" }).success).toBe(true);
    expect(schema.safeParse({ cep: "x" }).error?.issues[0]?.message).toBe("CEP inválido");
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("composes: nested in objects, .optional(), .extend(), .shape, transforms, instanceof", () => {
    const digits = lazySchema(() => z.string().transform((v) => v.replace(/\D/g, "")));
    const base = lazySchema(() => z.object({ phone: digits, email: z.email().optional() }));
    const extended = base.extend({ name: z.string().min(2) });
    expect(Object.keys(base.shape)).toEqual(["phone", "email"]);
    expect(extended.parse({ phone: "(11) 98765-4321", name: "Ana" })).toEqual({ phone: "11987654321", name: "Ana" });
    expect(z.object({ contact: base.optional() }).parse({})).toEqual({});
    expect(base instanceof z.ZodObject).toBe(true);
    expect(digits.optional().parse(undefined)).toBeUndefined();
  });

  it("works with react-hook-form's zodResolver (field errors by path)", async () => {
    const schema = lazySchema(() => z.object({ name: z.string().min(2, "Informe o nome") }));
    const resolve = zodResolver(schema);
    const result = await resolve({ name: "" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.name?.message).toBe("Informe o nome");
  });
});
