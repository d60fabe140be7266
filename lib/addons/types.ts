import type { BonusAddon } from "@/lib/settings";
/** The FAQ a landing page shows (marketing §2 "FAQ block"). */
export type FaqSet = "general" | "paramount" | "hbo-max" | "oferta-colaborador" | "movel-blindagem";

/** Which streaming service a variant is about (marketing §2 "Streaming sections"). */
export type StreamingService = "globoplay" | "hbo-max" | "paramount";

/** The picture a shared link of a variant shows (WhatsApp, Facebook, X): lib/shareImages.ts. */
export type ShareImageId = "default" | "tim" | "streaming" | "black-friday";

/** How the page may be indexed (marketing §2 "Indexing"). */
export type Indexing = "index" | "noindex" | "noindex-nofollow";

/**
 * Every addon-dependent rule of both specs, as data. Components and lib/ functions read these
 * fields; nothing else may test an addon id by name. Adding a campaign variant = one entry.
 */
export interface Addon {
  /** Route prefix without slashes at the ends ("" for the default storefront, "b/timblack"). */
  id: string;
  /** Value sent as `addon` to the API (funnel §7 aliases); null for the default storefront. */
  apiAlias: string | null;
  /** Regional offer on every lead call (funnel §7: r, r2, b/r). */
  regionalOffer: boolean;
  /** Regional offer on lead-v2 only (funnel §7: also sp and es). */
  regionalOfferLeadV2: boolean;
  /** A TIM mobile-bundle variant (marketing §4: timcontrole, timblack, timpre and the b/ forms). */
  timAddon: boolean;
  /** Fixed bonus plan id sent as idPlanAddonBonus (funnel §7: timcontrole, timblack, timpre). */
  bonusPlanId: string | null;
  /** Which of the operator's bonus plans the orders send (its id is a setting read at start, lib/settings.ts). */
  bonusOffer: BonusAddon | null;
  /** Mobile bonus text on cards (marketing §9). */
  mobileBonusText: string | null;
  /** Lead creation needs the risk quiz (funnel §4: addon c). */
  riskValidation: boolean;
  /** Lead creation flags (funnel §7 "POST lead"). */
  fromLivelo: boolean;
  collaboratorSpecialOffer: boolean;
  premium: boolean;
  /** Collaborator code must be validated before the funnel goes on (funnel §2 redirects). */
  requiresCollaboratorCode: boolean;
  /** The combined checkout of addon b: instalacao-pagamento, fixed progress (funnel §2, §4). */
  combinedCheckout: boolean;
  /** The customer flow this variant runs: the purchase funnel or fibre migration by CPF. */
  flow: "purchase" | "migration";
  indexing: Indexing;
  /** black-friday renders dark (marketing §2). */
  darkMode: boolean;
  /** Header toll-free sales number (funnel §2). */
  showTelevendas: boolean;
  /** Support number 103 41 in the footer (funnel §2). */
  showSupportNumber: boolean;
  /** 'Contratar via WhatsApp' on the banner (marketing §2). */
  showBannerWhatsApp: boolean;
  /** 'Contratar agora' on the banner (marketing §2: es, r3). */
  showBannerContratarAgora: boolean;
  /** WhatsApp link on plan cards (marketing §2 "Plan card"). */
  showCardWhatsApp: boolean;
  /** The coverage call to action (hidden on livelo); its link keeps the addon prefix on every variant. */
  showCoverageCta: boolean;
  /** Collaborator-migration form link on the banner (oferta-colaborador). */
  showCollaboratorMigrationLink: boolean;
  /** Livelo points note, loyalty steps, Livelo regulation link and affiliate script (livelo). */
  livelo: boolean;
  /** Plan badges hidden (livelo shows its own block instead). */
  hideBadges: boolean;
  /** Corporate (CNPJ) and 2 Giga gamer banners in the fibre explainer. */
  showExplainerBanners: boolean;
  /** Streaming variant: plans filtered by path name, streaming hero. */
  streaming: StreamingService | null;
  /** Streaming toggles on plan cards: Max/Paramount toggles hidden for hbo-max and paramount. */
  showStreamingToggles: boolean;
  /** The second streaming toggle is also hidden for premium (marketing §4). */
  showSecondStreamingToggle: boolean;
  faqSet: FaqSet;
  /** Heading of the apps carousel; null shows the carousel without one (black-friday, marketing §2). */
  appsTitle: string | null;
  /** Banner offer for the 700 Mega slide (marketing §1). */
  bannerOffer: { price: string; fullPrice: string };
  /** Plans removed from every plan list of this addon (marketing §4 "Plan list filtering per addon"). */
  excludedSkus: readonly string[];
  /** Skus sorted first, in this order (marketing §4: premium). */
  sortFirstSkus: readonly string[];
  /** Plan names replaced by sku (marketing §4: d renames d2000b). */
  planRenames: Readonly<Record<string, string>>;
  /** Sku that wears 'MAIS VENDIDO' with this addon (marketing §9: d700rs with rs). */
  bestSellerSku: string | null;
  /** Every plan wears 'OFERTA EXCLUSIVA' (marketing §9: premium addon). */
  exclusiveOfferBadge: boolean;
  /** The Open Graph image of its pages. */
  shareImage: ShareImageId;
  /** Page title and meta description. */
  title: string;
  description: string;
}
