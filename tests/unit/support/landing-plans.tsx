import { DEFAULT_ADDON, getAddon, type Addon } from "@/lib/addons";
import { CALLS, type Benefit } from "@/lib/api/contract";
import { SEED_BENEFITS, SEED_PLANS } from "@/lib/backend/sandbox/seed";
import { toCardAddon, type CardAddon } from "@/components/landing/cardAddon";
import type { Plan } from "@/lib/plans";

/** The seed catalogue as the contract hands it to components (landing-plans-* tests). */
export const PLANS: Plan[] = CALLS.plans.response.parse({ plans: SEED_PLANS.filter((p) => !p.plan_type) }).plans ?? [];
export const BENEFITS: Benefit[] = CALLS.benefits.response.parse({ benefits: SEED_BENEFITS }).benefits ?? [];

export function plansOf(...skus: string[]): Plan[] {
  return skus.map((sku) => {
    const plan = PLANS.find((p) => p.sku === sku);
    if (!plan) throw new Error(`sku ${sku} not in the seed`);
    return plan;
  });
}

export function cardAddon(id = ""): CardAddon {
  const addon: Addon = id ? getAddon(id) : DEFAULT_ADDON;
  return toCardAddon(addon);
}

/**
 * next/link and next/image as plain elements, for
 * `vi.mock("next/link", async () => ({ default: (await import("./support/landing-plans")).LinkMock }))`.
 */
export function LinkMock(props: { href: string; prefetch?: boolean; children?: React.ReactNode }) {
  const { href, children, ...rest } = props;
  delete rest.prefetch;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

export function ImageMock(props: React.ImgHTMLAttributes<HTMLImageElement> & { unoptimized?: boolean }) {
  const { alt = "", ...rest } = props;
  delete rest.unoptimized;
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} {...rest} />;
}
