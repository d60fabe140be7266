import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { transformed } from "@/lib/validation/transformed";
import { zodResolver } from "@hookform/resolvers/zod";
import { lazySchema } from "@/lib/validation/lazySchema";

/** Schemas built on first use behave as the schema itself, everywhere zod and RHF touch them. */
describe("lazySchema", () => {
  it("builds nothing until used, then once", () => {
    const build = vi.fn(() => z.object({ cep: z.string().check(z.regex(/^\d{8}$/, "CEP inválido")) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.safeParse({ cep: "01310100" }).success).toBe(true);
    expect(schema.safeParse({ cep: "x" }).error?.issues[0]?.message).toBe("CEP inválido");
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("composes: nested in objects, z.optional(), z.extend(), .shape, transforms, .check, instanceof", () => {
    const digits = lazySchema(() => transformed(z.string(), (v) => v.replace(/\D/g, "")));
    const base = lazySchema(() => z.object({ phone: digits, email: z.optional(z.email()) }));
    const extended = z.extend(base, { name: z.string().check(z.minLength(2)) });
    expect(Object.keys(base.shape)).toEqual(["phone", "email"]);
    expect(extended.parse({ phone: "(11) 98765-4321", name: "Ana" })).toEqual({ phone: "11987654321", name: "Ana" });
    expect(z.object({ contact: z.optional(base) }).parse({})).toEqual({});
    expect(base instanceof z.ZodMiniObject).toBe(true);
    expect(z.optional(digits).parse(undefined)).toBeUndefined();
    expect(base.check(z.refine((v) => v.phone !== "0", "zero")).safeParse({ phone: "0" }).error?.issues[0]?.message).toBe("zero");
  });

  it("works with react-hook-form's zodResolver (field errors by path)", async () => {
    const schema = lazySchema(() => z.object({ name: z.string().check(z.minLength(2, "Informe o nome")) }));
    const resolve = zodResolver(schema);
    const result = await resolve({ name: "" }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.name?.message).toBe("Informe o nome");
  });
});
