import { describe, expect, it } from "vitest";
import type { Benefit } from "@/lib/api/contract";
import { islandBenefits, islandGroups, islandPlan, type Plan } from "@/lib/plans";

const plan = (sku: string, slugs: string[] = []): Plan => ({
  id: sku,
  sku,
  plan: `${sku} Mega`,
  description: "Texto da seção do parceiro.",
  price: "99.99",
  benefits: slugs.map((slug) => ({ benefit: slug, slug })),
});
const benefit = (slug: string, extra: Partial<Benefit> = {}): Benefit => ({
  id: `b-${slug}`,
  benefit: slug.toUpperCase(),
  slug,
  description: `Sobre ${slug}.`,
  imageLight: `/benefits/${slug}.svg`,
  imageDark: `/benefits/${slug}-dark.svg`,
  ...extra,
});

describe("plans as the landing's islands receive them", () => {
  it("leave the description on the server and keep every other field", () => {
    const { description, ...rest } = plan("d500a", ["wifi6"]);
    expect(description).toBeDefined();
    expect(islandPlan(plan("d500a", ["wifi6"]))).toEqual(rest);
    expect(islandGroups([{ value: "500", plans: [plan("d500a")] }])[0]!.plans[0]).not.toHaveProperty("description");
  });

  it("are the same object for the same plan, so the page's payload sends a plan the list and matrix share once", () => {
    const shared = plan("d500a");
    expect(islandPlan(shared)).toBe(islandGroups([{ value: "500", plans: [shared] }])[0]!.plans[0]);
  });

  it("keep the catalogue benefits the plans carry, by slug in any case, without image addresses", () => {
    const catalogue = [benefit("wifi6"), benefit("MAX", { enabled: false }), benefit("deezer")];
    expect(islandBenefits(catalogue, [plan("d500a", ["wifi6"]), plan("d600a", ["max"])])).toEqual([
      { id: "b-wifi6", benefit: "WIFI6", slug: "wifi6", description: "Sobre wifi6." },
      { id: "b-MAX", benefit: "MAX", slug: "MAX", description: "Sobre MAX.", enabled: false },
    ]);
  });
});
