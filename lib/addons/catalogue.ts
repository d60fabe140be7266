import { SETTING_DEFAULTS, type BonusAddon } from "@/lib/settings";
import type { Addon } from "./types";

const BRAND = "TIM Ultrafibra";
const DEFAULT_TITLE = `${BRAND} | Internet fibra óptica com Wi-Fi 6 e streaming`;
const DEFAULT_DESCRIPTION =
  "Internet 100% fibra óptica de 500 Mega a 2 Giga, com Wi-Fi 6 e apps de streaming inclusos. " +
  "Consulte a cobertura no seu CEP e contrate online.";

/** The default storefront: every other entry states only how it differs. */
export const DEFAULT_ADDON: Addon = {
  id: "",
  apiAlias: null,
  regionalOffer: false,
  regionalOfferLeadV2: false,
  timAddon: false,
  bonusPlanId: null,
  bonusOffer: null,
  mobileBonusText: null,
  riskValidation: false,
  fromLivelo: false,
  collaboratorSpecialOffer: false,
  premium: false,
  requiresCollaboratorCode: false,
  combinedCheckout: false,
  flow: "purchase",
  indexing: "index",
  darkMode: false,
  showTelevendas: true,
  showSupportNumber: true,
  showBannerWhatsApp: true,
  showBannerContratarAgora: false,
  showCardWhatsApp: true,
  showCoverageCta: true,
  showCollaboratorMigrationLink: false,
  livelo: false,
  hideBadges: false,
  showExplainerBanners: true,
  streaming: null,
  showStreamingToggles: true,
  showSecondStreamingToggle: true,
  faqSet: "general",
  appsTitle: "Saiba mais sobre os apps",
  bannerOffer: { price: "119,99", fullPrice: "159,99" },
  excludedSkus: [],
  sortFirstSkus: [],
  planRenames: {},
  bestSellerSku: null,
  exclusiveOfferBadge: false,
  shareImage: "default",
  title: DEFAULT_TITLE,
  description: DEFAULT_DESCRIPTION,
};

type Override = Partial<Omit<Addon, "id">>;

/**
 * The fixed bonus plan ids of funnel §7 (idPlanAddonBonus). The spec names no values: these
 * defaults are placeholders, the operator sets its ids at build (.env.example).
 */

// Shared traits, composed below so that each rule of the spec is written once.
// The bonus plan id here is the placeholder; orders send the operator's (BONUS_PLAN_ID_*, lib/settings.ts).
const timMobile = (alias: string | null, bonus: BonusAddon | null, text: string | null): Override => ({
  timAddon: true,
  ...(alias ? { apiAlias: alias } : {}),
  bonusPlanId: bonus ? SETTING_DEFAULTS.bonusPlanIds[bonus] : null,
  bonusOffer: bonus,
  mobileBonusText: text,
  showBannerWhatsApp: false,
  shareImage: "tim",
});
const regional: Override = { regionalOffer: true, regionalOfferLeadV2: true };
const noindex: Override = { indexing: "noindex" };
const streaming = (service: "globoplay" | "hbo-max" | "paramount", name: string): Override => ({
  streaming: service,
  shareImage: "streaming",
  title: `${BRAND} com ${name} | Internet fibra e streaming na mesma conta`,
  description: `Planos de internet fibra ${BRAND} com ${name} incluso: assine internet e streaming numa conta só.`,
});

/**
 * One entry per addon of marketing §2 ("Addon segment" and the further variant codes), plus
 * fluxo-online, which the indexing rule names. Ids are route prefixes.
 */
const OVERRIDES: Record<string, Override> = {
  timcontrole: {
    ...timMobile("controle", "timcontrole", "Até 20 GIGA a mais"),
    showSupportNumber: false,
    title: `${BRAND} + TIM Controle | Internet fibra com bônus no celular`,
    description: "Assine a internet fibra TIM Ultrafibra e ganhe até 20 GIGA a mais no seu TIM Controle.",
  },
  timblack: {
    ...timMobile("black", "timblack", "Até 30 GIGA a mais"),
    showSupportNumber: false,
    title: `${BRAND} + TIM Black | Internet fibra com bônus no celular`,
    description: "Assine a internet fibra TIM Ultrafibra e ganhe até 30 GIGA a mais no seu TIM Black.",
  },
  timpre: {
    ...timMobile("pre", "timpre", null),
    showSupportNumber: false,
    indexing: "noindex-nofollow",
    title: `${BRAND} + TIM Pré | Internet fibra para clientes TIM`,
  },
  // The TIM Black offer of timblack (funnel §7 gives both the alias "black"): its cards promise the
  // 30 GIGA (marketing §9), so its orders send the TIM Black bonus plan id (docs/decisions/content.md#0065).
  "b/timblack": {
    ...timMobile("black", "timblack", "Até 30 GIGA a mais"),
    showSupportNumber: false,
    title: `${BRAND} + TIM Black | Internet fibra com bônus no celular`,
  },
  "b/timcontrole": { ...timMobile(null, null, null), title: `${BRAND} + TIM Controle | Internet fibra` },
  "b/timpre": { ...timMobile(null, null, null), title: `${BRAND} + TIM Pré | Internet fibra` },
  b: { ...noindex, combinedCheckout: true },
  c: { ...noindex, riskValidation: true },
  d: { ...noindex, planRenames: { d2000b: "2 Gigas" } },
  r: {
    ...noindex,
    ...regional,
    excludedSkus: ["d500b"],
    title: `Oferta regional ${BRAND} | Internet fibra com preço especial`,
    description: "Oferta regional TIM Ultrafibra: internet fibra com Wi-Fi 6 e preço especial na sua região.",
  },
  "b/r": { ...regional, excludedSkus: ["d500b"] },
  r2: { ...noindex, ...regional, excludedSkus: ["d300r"] },
  r3: {
    ...noindex,
    showBannerWhatsApp: false,
    showBannerContratarAgora: true,
    bannerOffer: { price: "109,99", fullPrice: "129,99" },
  },
  es: {
    ...noindex,
    regionalOfferLeadV2: true,
    showBannerWhatsApp: false,
    showBannerContratarAgora: true,
    bannerOffer: { price: "109,99", fullPrice: "129,99" },
    title: `${BRAND} no Espírito Santo | Internet fibra com Globoplay`,
  },
  sp: { regionalOfferLeadV2: true, title: `${BRAND} em São Paulo | Internet fibra com Wi-Fi 6` },
  rs: {
    bestSellerSku: "d700rs",
    title: `${BRAND} no Rio Grande do Sul | Internet fibra com Wi-Fi 6`,
    description: "Internet fibra TIM Ultrafibra no Rio Grande do Sul: 700 Mega com Wi-Fi 6. Consulte a cobertura.",
  },
  "black-friday": {
    ...noindex,
    darkMode: true,
    appsTitle: null,
    shareImage: "black-friday",
    title: `Black Friday ${BRAND} | Internet fibra com desconto`,
    description: "Ofertas de Black Friday na internet fibra TIM Ultrafibra: planos com Wi-Fi 6 e streaming.",
  },
  fluxo: { ...noindex, showTelevendas: false, showBannerWhatsApp: false, showCardWhatsApp: false },
  "fluxo-online": { ...noindex },
  "oferta-colaborador": {
    ...noindex,
    collaboratorSpecialOffer: true,
    requiresCollaboratorCode: true,
    showTelevendas: false,
    showCardWhatsApp: false,
    showCollaboratorMigrationLink: true,
    faqSet: "oferta-colaborador",
    title: `Oferta Colaborador ${BRAND} | Internet fibra para colaboradores TIM`,
    description: "Oferta exclusiva de internet fibra TIM Ultrafibra para colaboradores TIM.",
  },
  premium: {
    premium: true,
    showTelevendas: false,
    showCardWhatsApp: false,
    showSecondStreamingToggle: false,
    sortFirstSkus: ["d1000em", "d500em"],
    exclusiveOfferBadge: true,
    title: `${BRAND} Premium | Ofertas exclusivas de internet fibra`,
    description: "Ofertas exclusivas TIM Ultrafibra Premium: internet fibra de até 1 Giga com Wi-Fi 6.",
  },
  livelo: {
    fromLivelo: true,
    livelo: true,
    hideBadges: true,
    showCoverageCta: false,
    title: `${BRAND} + Livelo | Ganhe pontos assinando internet fibra`,
    description: "Assine a internet fibra TIM Ultrafibra e ganhe pontos Livelo liberados em até 30 dias após a instalação.",
  },
  "movel-blindagem": {
    showCardWhatsApp: false,
    showExplainerBanners: false,
    faqSet: "movel-blindagem",
    appsTitle: "Conheça os apps dos planos da parceria TIM",
    shareImage: "tim",
    title: `${BRAND} para clientes TIM | Internet fibra e plano móvel`,
  },
  "hbo-max": {
    ...streaming("hbo-max", "HBO Max"),
    showStreamingToggles: false,
    showExplainerBanners: false,
    faqSet: "hbo-max",
  },
  max: { ...streaming("hbo-max", "HBO Max"), showStreamingToggles: false, showExplainerBanners: false, faqSet: "hbo-max" },
  paramount: {
    ...streaming("paramount", "Paramount+"),
    showStreamingToggles: false,
    showExplainerBanners: false,
    faqSet: "paramount",
  },
  globoplay: { ...streaming("globoplay", "Globoplay"), showExplainerBanners: false },
  "globoplay/timpre": { ...streaming("globoplay", "Globoplay") },
  "globoplay/timcontrole": { ...streaming("globoplay", "Globoplay") },
  "globoplay/timblack": { ...streaming("globoplay", "Globoplay") },
  "migracao-ultrafibra": {
    flow: "migration",
    title: `Migração para ${BRAND} | Consulte sua oferta pelo CPF`,
    description: "Cliente TIM Live ou fibra: consulte pelo CPF a sua oferta de migração para a TIM Ultrafibra.",
  },
};

function build(id: string, override: Override): Addon {
  return { ...DEFAULT_ADDON, apiAlias: id, ...override, id };
}

/** The addon catalogue, keyed by route prefix. */
export const ADDONS: Readonly<Record<string, Addon>> = Object.fromEntries(
  Object.entries(OVERRIDES).map(([id, override]) => [id, build(id, override)]),
);
