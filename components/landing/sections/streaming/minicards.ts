import type { Addon } from "@/lib/addons";
import type { Plan } from "@/lib/api/contract";
import { advertisedPrice } from "@/lib/plans/format";
import type { MinicardSpec } from "@/lib/content/streaming";
import { checkoutHref } from "../urls";

/** A minicard ready to render (marketing §3 "Plan card (minicard)"). */
export interface Minicard {
  id: string;
  title: string;
  sku: string;
  link: string;
  streaming: MinicardSpec["streaming"];
  price: string;
  fullPrice: string;
}

/**
 * The minicards the page can sell: with a plan list, the first sku of each spec that the list
 * holds, with its prices (a spec without a plan is left out); without one, the spec's default
 * offer and first sku. The title is the plan's name (the one the checkout shows), else the spec's.
 */
export function resolveMinicards(specs: readonly MinicardSpec[], addon: Pick<Addon, "id">, plans?: readonly Plan[]): Minicard[] {
  return specs.flatMap((spec) => {
    const plan = plans ? spec.skus.map((sku) => plans.find((p) => p.sku === sku)).find(Boolean) : undefined;
    if (plans && !plan) return [];
    const sku = plan?.sku ?? spec.skus[0]!;
    return [
      {
        id: spec.id,
        // The catalogue's name when the page has it, so the card says what the checkout will say.
        title: plan?.plan ?? spec.title,
        sku,
        link: checkoutHref(addon, sku),
        streaming: spec.streaming,
        price: (plan && advertisedPrice(plan)) ?? spec.price,
        fullPrice: plan?.price_full ?? spec.fullPrice,
      },
    ];
  });
}
