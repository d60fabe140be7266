/**
 * Plan badges and card ribbons (marketing §9 "Badges (by sku)"). One card wears at most one badge
 * and at most one ribbon. All sku lists live in BADGE_TABLE; its row order is the precedence.
 */
import type { Addon } from "@/lib/addons";
import { parseDecimal } from "./format";
import type { Plan } from "./types";

export type BadgeKind =
  | "exclusive-offer"
  | "best-seller"
  | "watch-movies"
  | "exclusive-movies"
  | "special-offer"
  | "lowest-price"
  | "streaming-prompt";

export interface Badge {
  kind: BadgeKind;
  text: string;
}

/** How a row applies besides its sku lists: to every plan of an addon, to an addon's sku, or computed. */
type Extra = "addon-exclusive" | "addon-best-seller" | "cheapest" | null;

interface BadgeRow {
  kind: BadgeKind;
  /** Upper-case badge text, or null when the kind has no badge. */
  badge: string | null;
  badgeSkus: readonly string[];
  /** Card ribbon text, or null when the kind has no ribbon. */
  ribbon: string | null;
  ribbonSkus: readonly string[];
  extra: Extra;
}

/**
 * Precedence, first row wins:
 * 1. 'OFERTA EXCLUSIVA' — the premium addon labels every card, so it overrides everything.
 * 2. 'MAIS VENDIDO' — set by the addon for one sku (rs: d700rs), a deliberate campaign choice.
 * 3. 'ASSISTA FILMES E SÉRIES' before 'FILMES E SÉRIES EXCLUSIVAS': both name d700b, and only this
 *    order lets each of them appear (the first names d700b alone, the second also d2000b).
 * 4. 'OFERTA ESPECIAL'.
 * 5. 'MENOR PREÇO' last: it is computed from the list, while the rows above are sku choices.
 * Ribbon lists do not overlap, so their order only matters for future rows.
 */
export const BADGE_TABLE: readonly BadgeRow[] = [
  {
    kind: "exclusive-offer",
    badge: "OFERTA EXCLUSIVA",
    badgeSkus: ["d600cb", "d1000cb"],
    ribbon: null,
    ribbonSkus: [],
    extra: "addon-exclusive",
  },
  { kind: "best-seller", badge: "MAIS VENDIDO", badgeSkus: [], ribbon: null, ribbonSkus: [], extra: "addon-best-seller" },
  { kind: "watch-movies", badge: "ASSISTA FILMES E SÉRIES", badgeSkus: ["d700b"], ribbon: null, ribbonSkus: [], extra: null },
  {
    kind: "exclusive-movies",
    badge: "FILMES E SÉRIES EXCLUSIVAS",
    badgeSkus: ["d2000b", "d700b"],
    ribbon: "Filmes e séries exclusivas",
    ribbonSkus: ["d2000b"],
    extra: null,
  },
  {
    kind: "special-offer",
    badge: "OFERTA ESPECIAL",
    badgeSkus: ["d600a", "d600asp", "d600ar", "d600ar3", "d600br", "d700a", "d1000c", "d1000d"],
    ribbon: "Oferta Especial",
    ribbonSkus: ["d600a", "d600asp", "d600ar", "d600ar3", "d600br", "d700a", "d1000c", "d1000d", "d1000b"],
    extra: null,
  },
  { kind: "lowest-price", badge: "MENOR PREÇO", badgeSkus: [], ribbon: "Menor Preço", ribbonSkus: ["d500a"], extra: "cheapest" },
  {
    kind: "streaming-prompt",
    badge: null,
    badgeSkus: [],
    // The spec names the ribbon, not its words: it tells the plan comes with a streaming service,
    // which the card's toggles ('ESCOLHA STREAMING') then let the visitor pick (decision 0088).
    ribbon: "Com streaming incluso",
    ribbonSkus: ["d600gles", "d600b", "d600c", "d600gl"],
    extra: null,
  },
];

/** Never 'MENOR PREÇO', even when cheapest (marketing §9). */
export const LOWEST_PRICE_EXCLUDED_SKUS: readonly string[] = ["d400rt"];

/** The addon fields the badges read. */
export type BadgeAddon = Pick<Addon, "hideBadges" | "exclusiveOfferBadge" | "bestSellerSku">;

export interface BadgeOptions {
  /**
   * Whether 'MENOR PREÇO' is shown at all. The spec names "exceptions for some addons" without
   * listing them and the addon catalogue has no field for it yet, so the caller passes it.
   */
  lowestPriceBadge?: boolean;
}

/**
 * The plan wearing 'MENOR PREÇO' in a list: the first with the lowest price_with_dacc among plans
 * with a price. Null when none has a price, or when the cheapest is d400rt: calling a dearer plan
 * the cheapest would be untrue, so nobody wears it then.
 */
export function lowestPricePlan(plans: readonly Plan[]): Plan | null {
  let best: Plan | null = null;
  let bestPrice = Number.POSITIVE_INFINITY;
  for (const plan of plans) {
    const price = parseDecimal(plan.price_with_dacc);
    if (Number.isFinite(price) && price < bestPrice) {
      best = plan;
      bestPrice = price;
    }
  }
  return best && !LOWEST_PRICE_EXCLUDED_SKUS.includes(best.sku) ? best : null;
}

/** By id and sku, not identity: a renamed copy of a plan is still that plan. */
const samePlan = (a: Plan | null, b: Plan): boolean => a !== null && a.id === b.id && a.sku === b.sku;

/**
 * The badge of a plan shown among `plans` (the list on screen, for the cheapest), or null. None at
 * all when the addon hides badges (livelo shows its own block).
 */
export function planBadge(plan: Plan, plans: readonly Plan[], addon: BadgeAddon, options: BadgeOptions = {}): Badge | null {
  if (addon.hideBadges) return null;
  const applies = (row: BadgeRow): boolean => {
    if (row.badgeSkus.includes(plan.sku)) return true;
    switch (row.extra) {
      case "addon-exclusive":
        return addon.exclusiveOfferBadge;
      case "addon-best-seller":
        return addon.bestSellerSku === plan.sku;
      case "cheapest":
        return options.lowestPriceBadge !== false && samePlan(lowestPricePlan(plans), plan);
      case null:
        return false;
    }
  };
  const row = BADGE_TABLE.find((r) => r.badge !== null && applies(r));
  return row?.badge ? { kind: row.kind, text: row.badge } : null;
}

/** The card ribbon of a plan, by sku; none when the addon hides badges. */
export function planRibbon(plan: Plan, addon: Pick<Addon, "hideBadges">): Badge | null {
  if (addon.hideBadges) return null;
  const row = BADGE_TABLE.find((r) => r.ribbon !== null && r.ribbonSkus.includes(plan.sku));
  return row?.ribbon ? { kind: row.kind, text: row.ribbon } : null;
}

/**
 * The label on top of a plan card: the badge, else a ribbon. The landing's cards and the coverage
 * page's results wear the same label (marketing §9 names the badges by sku, not by page).
 */
export function planLabel(plan: Plan, plans: readonly Plan[], addon: BadgeAddon, options: BadgeOptions = {}): Badge | null {
  const badge = planBadge(plan, plans, addon, options);
  if (badge) return badge;
  const ribbon = planRibbon(plan, addon);
  if (!ribbon) return null;
  // d500a's 'Menor Preço' ribbon is true only where it is the cheapest: beside a cheaper plan (the
  // coverage results list 300 and 400 Mega) a second "lowest price" would be untrue.
  if (ribbon.kind === "lowest-price" && !samePlan(lowestPricePlan(plans), plan)) return null;
  return ribbon;
}
