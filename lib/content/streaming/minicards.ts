import type { StreamingService } from "@/lib/addons";
import { GLOBOPLAY_OFFER_NAME } from "@/lib/plans/names";

/**
 * Streaming minicards of the landing (marketing §2: 700 Mega with Globoplay, then a 1 Giga list;
 * §3 "Plan card (minicard)"). Each names the skus that may stand for it, first found wins (es and
 * r3 sell d600gles instead of d600gl); prices come from the plan list and fall back to the
 * default offers of marketing §9 when the page has no plans.
 */
export interface MinicardSpec {
  readonly id: string;
  readonly title: string;
  readonly skus: readonly string[];
  readonly streaming: StreamingService | null;
  /** Default offer (marketing §9), used when no plan list is given. */
  readonly price: string;
  readonly fullPrice: string;
}

export const GLOBOPLAY_MINICARD: MinicardSpec = {
  id: "700-globoplay",
  title: GLOBOPLAY_OFFER_NAME,
  skus: ["d600gl", "d600gles"],
  streaming: "globoplay",
  price: "119.99",
  fullPrice: "159.99",
};

export const GIGA_MINICARDS: readonly MinicardSpec[] = [
  { id: "1giga", title: "1 Giga", skus: ["d1000a"], streaming: null, price: "139.99", fullPrice: "189.99" },
  {
    id: "1giga-paramount",
    title: "1 Giga + Paramount+",
    skus: ["d1000c"],
    streaming: "paramount",
    price: "149.99",
    fullPrice: "199.99",
  },
  {
    id: "1giga-max",
    title: "1 Giga + HBO Max",
    skus: ["d1000d"],
    streaming: "hbo-max",
    price: "159.99",
    fullPrice: "219.99",
  },
];

export const MINICARDS_TITLE = "Internet e streaming numa conta só";
export const GIGA_LIST_TITLE = "Mais velocidade com 1 Giga";
