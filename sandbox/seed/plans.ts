import { OFFER_NAMES } from "@/lib/api/contract/offer-names";
import { whatsAppLink } from "@/lib/api/contract/whatsapp";
import { SEED_BENEFITS, type BenefitSlug } from "./benefits";
import type { SeedPlan, SeedPlanBenefit, SeedSubscription } from "./types";

/** Subscriptions by slug (funnel §3 "Known subscription slugs"; names as marketing §3 shows them). */
const SUBSCRIPTIONS = {
  paramount: { slug: "paramount", name: "Paramount" },
  max: { slug: "max", name: "Max" },
  "max-paramount": { slug: "max-paramount", name: "MAX + Paramount" },
  "globo-play": { slug: "globo-play", name: "Globoplay" },
  "hbo-deezer": { slug: "hbo-deezer", name: "HBO Max + Deezer" },
} as const satisfies Record<string, SeedSubscription>;
type SubscriptionSlug = keyof typeof SUBSCRIPTIONS;

// The streaming benefits a subscription brings, so a plan's benefit list always matches it.
const STREAMING_BENEFITS: Record<SubscriptionSlug, BenefitSlug[]> = {
  paramount: ["paramount-plus"],
  max: ["MAX"],
  "max-paramount": ["MAX", "paramount-plus"],
  "globo-play": ["globo-play"],
  "hbo-deezer": ["MAX", "deezer"],
};

// App bundles by speed tier: faster plans include more apps. Wi-Fi 6 comes with every plan.
const ESSENTIAL: BenefitSlug[] = ["seguranca-digital", "aya-books", "aya-bancah"];
const PLUS: BenefitSlug[] = [...ESSENTIAL, "babbel", "games-club", "aya-ensinah"];
const TOP: BenefitSlug[] = [...PLUS, "looke", "band-sports", "band-news"];

function benefit(slug: BenefitSlug): SeedPlanBenefit {
  const found = SEED_BENEFITS.find((b) => b.slug === slug);
  // Unreachable while BenefitSlug and SEED_BENEFITS agree; the seed test checks that they do.
  if (!found) throw new Error(`Benefício desconhecido: ${slug}`);
  return { benefit: found.benefit, slug };
}

interface PlanSpec {
  sku: string;
  plan: string;
  description: string;
  /** Direct-debit price (price_with_dacc); the price without direct debit is 10 reais more. */
  dacc: string;
  /** Struck-through full price. */
  full: string;
  download: number;
  upload: number;
  apps: BenefitSlug[];
  subscription?: SubscriptionSlug;
  showOnLanding?: boolean;
  installationSchedule?: boolean;
  livelo?: number;
  planType?: "refidel" | "migration";
}

function plan(spec: PlanSpec): SeedPlan {
  const streaming = spec.subscription ? STREAMING_BENEFITS[spec.subscription] : [];
  const slugs = [...new Set<BenefitSlug>(["wifi6", ...streaming, ...spec.apps])];
  return {
    id: `p-${spec.sku}`,
    plan: spec.plan,
    sku: spec.sku,
    description: spec.description,
    price: (Number(spec.dacc) + 10).toFixed(2),
    price_full: spec.full,
    price_with_dacc: spec.dacc,
    plan_download: spec.download,
    plan_upload: spec.upload,
    showOnLanding: spec.showOnLanding ?? false,
    installationSchedule: spec.installationSchedule ?? false,
    plan_type: spec.planType ?? null,
    benefits: slugs.map(benefit),
    subscriptions: spec.subscription ? [{ ...SUBSCRIPTIONS[spec.subscription] }] : [],
    whatsApps: [
      {
        origin_domain: "tim.com.br",
        // The operator's catalogue carries the real link; the sandbox's uses its WHATSAPP_NUMBER setting.
        complete_link: whatsAppLink(`Quero contratar o plano ${spec.sku}`),
      },
    ],
    addonBonus: null,
    livelo_dacc_points: spec.livelo ?? null,
  };
}

// Speeds per marketing §9; 700 Mega is 600 + 100 of bonus, sold as its own sku (d700*).
const S300 = { download: 300, upload: 150 };
const S400 = { download: 400, upload: 200 };
const S500 = { download: 500, upload: 250 };
const S600 = { download: 600, upload: 300 };
const S700 = { download: 700, upload: 350 };
const S1000 = { download: 1000, upload: 500 };
const S2000 = { download: 2000, upload: 1000 };

/**
 * One plan per sku of marketing §3, in that order, then the renewal and migration offers.
 * Prices of marketing §9 are exact; the others are plausible values around them. Plans with
 * showOnLanding are the retail ones (they carry Livelo points) and the premium ones (premium.json
 * is their only catalogue, so they show on the premium landing and nowhere else). Regional and
 * TIM-customer plans are sold through their addon's catalogue (coverage page, links by sku) but
 * are not listed on a landing.
 */
export const SEED_PLANS: SeedPlan[] = [
  plan({
    sku: "d300a",
    plan: "300 Mega",
    description: "Internet 100% fibra óptica de 300 Mega com Wi-Fi 6 para navegar, estudar e ver vídeos sem travar.",
    dacc: "79.99",
    full: "99.99",
    ...S300,
    apps: ESSENTIAL,
  }),
  plan({
    sku: "d300r",
    plan: "300 Mega",
    description: "Oferta regional de 300 Mega em fibra óptica, com Wi-Fi 6 e apps inclusos.",
    dacc: "74.99",
    full: "99.99",
    ...S300,
    apps: ESSENTIAL,
  }),
  plan({
    sku: "d400r",
    plan: "400 Mega",
    description: "Oferta regional de 400 Mega com 200 Mega de bônus por um ano, em fibra óptica com Wi-Fi 6.",
    dacc: "84.99",
    full: "109.99",
    ...S400,
    apps: ESSENTIAL,
  }),
  plan({
    sku: "d400rt",
    plan: "400 Mega",
    description: "400 Mega em fibra óptica com condição especial para quem já tem um plano móvel TIM.",
    dacc: "84.99",
    full: "119.99",
    ...S400,
    apps: ESSENTIAL,
  }),
  plan({
    sku: "d400a",
    plan: "400 Mega",
    description: "400 Mega em fibra óptica com Wi-Fi 6, para deixar a casa toda conectada.",
    dacc: "89.99",
    full: "119.99",
    ...S400,
    apps: ESSENTIAL,
  }),
  plan({
    sku: "d500a",
    plan: "500 Mega",
    description: "500 Mega em fibra óptica com Wi-Fi 6 e até 40 aparelhos conectados ao mesmo tempo.",
    dacc: "99.99",
    full: "129.99",
    ...S500,
    apps: PLUS,
    showOnLanding: true,
    livelo: 6000,
  }),
  plan({
    sku: "d500b",
    plan: "500 Mega + HBO Max e Deezer",
    description: "500 Mega em fibra óptica com HBO Max e Deezer inclusos na mesma conta.",
    dacc: "119.99",
    full: "149.99",
    ...S500,
    apps: PLUS,
    subscription: "hbo-deezer",
  }),
  plan({
    sku: "d500em",
    plan: "500 Mega",
    description: "Oferta exclusiva de 500 Mega em fibra óptica com Wi-Fi 6 e apps inclusos.",
    dacc: "94.99",
    full: "129.99",
    ...S500,
    apps: PLUS,
    showOnLanding: true,
  }),
  plan({
    sku: "d600a",
    plan: "600 Mega",
    description: "600 Mega em fibra óptica com Wi-Fi 6 e até 50 aparelhos conectados ao mesmo tempo.",
    dacc: "109.99",
    full: "139.99",
    ...S600,
    apps: PLUS,
  }),
  plan({
    sku: "d600ar",
    plan: "600 Mega",
    description: "Oferta regional de 600 Mega com 100 Mega de bônus por um ano, em fibra óptica com Wi-Fi 6.",
    dacc: "99.99",
    full: "139.99",
    ...S600,
    apps: PLUS,
  }),
  plan({
    sku: "d600asp",
    plan: "600 Mega",
    description: "Oferta especial de 600 Mega em fibra óptica para o estado de São Paulo.",
    dacc: "104.99",
    full: "139.99",
    ...S600,
    apps: PLUS,
  }),
  plan({
    sku: "d600ar3",
    plan: "600 Mega",
    description: "Oferta regional de 600 Mega com 100 Mega de bônus por um ano e Wi-Fi 6.",
    dacc: "99.99",
    full: "129.99",
    ...S600,
    apps: PLUS,
  }),
  plan({
    sku: "d600b",
    // Marketing name by total speed (600 + 100 of bonus): one table, lib/plans/names.ts.
    plan: OFFER_NAMES.d600b,
    description: "600 Mega com 100 Mega de bônus por um ano e Paramount+ incluso.",
    dacc: "119.99",
    full: "159.99",
    ...S600,
    apps: PLUS,
    subscription: "paramount",
    showOnLanding: true,
    livelo: 10000,
  }),
  plan({
    sku: "d600br",
    // Marketing name by total speed (600 + 100 of bonus): one table, lib/plans/names.ts.
    plan: OFFER_NAMES.d600br,
    description: "Oferta regional de 600 Mega com 100 Mega de bônus por um ano e Paramount+ incluso.",
    dacc: "114.99",
    full: "159.99",
    ...S600,
    apps: PLUS,
    subscription: "paramount",
  }),
  plan({
    sku: "d600c",
    // Marketing name by total speed (600 + 100 of bonus): one table, lib/plans/names.ts.
    plan: OFFER_NAMES.d600c,
    description: "600 Mega com 100 Mega de bônus por um ano e HBO Max incluso.",
    dacc: "129.99",
    full: "169.99",
    ...S600,
    apps: PLUS,
    subscription: "max",
    showOnLanding: true,
    livelo: 12000,
  }),
  plan({
    sku: "d600cb",
    plan: "600 Mega",
    description: "Oferta exclusiva de 600 Mega em fibra óptica com Wi-Fi 6 e apps inclusos.",
    dacc: "119.99",
    full: "169.99",
    ...S600,
    apps: PLUS,
    showOnLanding: true,
  }),
  plan({
    sku: "d600gl",
    // Marketing name by total speed (600 + 100 of bonus): one table, lib/plans/names.ts.
    plan: OFFER_NAMES.d600gl,
    description: "700 Mega (600 Mega + 100 Mega de bônus por um ano) com Globoplay incluso.",
    dacc: "119.99",
    full: "159.99",
    ...S600,
    apps: PLUS,
    subscription: "globo-play",
    showOnLanding: true,
    installationSchedule: true,
    livelo: 10000,
  }),
  plan({
    sku: "d600gles",
    // Marketing name by total speed (600 + 100 of bonus): one table, lib/plans/names.ts.
    plan: OFFER_NAMES.d600gles,
    description: "Oferta regional de 700 Mega (600 Mega + 100 Mega de bônus por um ano) com Globoplay incluso.",
    dacc: "109.99",
    full: "129.99",
    ...S600,
    apps: PLUS,
    subscription: "globo-play",
  }),
  plan({
    sku: "d700a",
    plan: "700 Mega",
    description: "700 Mega em fibra óptica com Wi-Fi 6 e até 50 aparelhos conectados ao mesmo tempo.",
    dacc: "119.99",
    full: "159.99",
    ...S700,
    apps: PLUS,
    showOnLanding: true,
    installationSchedule: true,
    livelo: 10000,
  }),
  plan({
    sku: "d700b",
    plan: "700 Mega + Looke",
    description: "700 Mega em fibra óptica com Looke incluso para assistir a filmes e séries.",
    dacc: "129.99",
    full: "169.99",
    ...S700,
    apps: [...PLUS, "looke"],
    installationSchedule: true,
  }),
  plan({
    sku: "d700rs",
    plan: "700 Mega",
    description: "700 Mega em fibra óptica com Wi-Fi 6, em oferta especial para o Rio Grande do Sul.",
    dacc: "114.99",
    full: "149.99",
    ...S700,
    apps: PLUS,
    installationSchedule: true,
  }),
  plan({
    sku: "d1000a",
    plan: "1 Giga",
    description: "1 Giga em fibra óptica com Wi-Fi 6 e até 68 aparelhos conectados ao mesmo tempo.",
    dacc: "139.99",
    full: "189.99",
    ...S1000,
    apps: TOP,
    showOnLanding: true,
    installationSchedule: true,
    livelo: 12000,
  }),
  plan({
    sku: "d1000b",
    plan: "1 Giga + HBO Max e Deezer",
    description: "1 Giga em fibra óptica com HBO Max e Deezer inclusos na mesma conta.",
    dacc: "159.99",
    full: "209.99",
    ...S1000,
    apps: TOP,
    subscription: "hbo-deezer",
    installationSchedule: true,
  }),
  plan({
    sku: "d1000c",
    // Exact name: the plan card starts this plan with the Paramount toggle on (marketing §4).
    plan: "1 Giga Paramount+",
    description: "1 Giga em fibra óptica com Paramount+ incluso e Wi-Fi 6.",
    dacc: "149.99",
    full: "199.99",
    ...S1000,
    apps: TOP,
    subscription: "paramount",
    showOnLanding: true,
    installationSchedule: true,
    livelo: 14000,
  }),
  plan({
    sku: "d1000d",
    plan: "1 Giga + HBO Max",
    description: "1 Giga em fibra óptica com HBO Max incluso e Wi-Fi 6.",
    dacc: "159.99",
    full: "219.99",
    ...S1000,
    apps: TOP,
    subscription: "max",
    showOnLanding: true,
    installationSchedule: true,
    livelo: 15000,
  }),
  plan({
    sku: "d1000cb",
    plan: "1 Giga",
    description: "Oferta exclusiva de 1 Giga em fibra óptica com Wi-Fi 6 e apps inclusos.",
    dacc: "139.99",
    full: "199.99",
    ...S1000,
    apps: TOP,
    installationSchedule: true,
    showOnLanding: true,
  }),
  plan({
    sku: "d1000em",
    plan: "1 Giga",
    description: "Oferta exclusiva de 1 Giga em fibra óptica com Wi-Fi 6 e até 68 aparelhos conectados.",
    dacc: "129.99",
    full: "189.99",
    ...S1000,
    apps: TOP,
    installationSchedule: true,
    showOnLanding: true,
  }),
  plan({
    sku: "d2000b",
    plan: "2 Giga",
    description: "2 Giga em fibra óptica com HBO Max e Paramount+ inclusos e até 96 aparelhos conectados.",
    dacc: "199.99",
    full: "299.99",
    ...S2000,
    apps: TOP,
    subscription: "max-paramount",
    showOnLanding: true,
    installationSchedule: true,
    livelo: 20000,
  }),

  // Renewal offers (refidelizacao): the installation already exists, so no visit to schedule.
  plan({
    sku: "r600ref",
    plan: "600 Mega",
    description: "Renovação do seu plano por mais 12 meses com 600 Mega e desconto na mensalidade.",
    dacc: "99.99",
    full: "139.99",
    ...S600,
    apps: PLUS,
    planType: "refidel",
  }),
  plan({
    sku: "r700ref",
    plan: "700 Mega",
    description: "Renovação do seu plano por mais 12 meses com 700 Mega e desconto na mensalidade.",
    dacc: "109.99",
    full: "159.99",
    ...S700,
    apps: PLUS,
    planType: "refidel",
  }),
  plan({
    sku: "r1000ref",
    plan: "1 Giga",
    description: "Renovação do seu plano por mais 12 meses com 1 Giga e desconto na mensalidade.",
    dacc: "119.99",
    full: "189.99",
    ...S1000,
    apps: TOP,
    planType: "refidel",
  }),

  // Migration offers (fibre to ultra fibre): the technician swaps the equipment, so a visit is scheduled.
  plan({
    sku: "m700mig",
    plan: "700 Mega",
    description: "Migração para a TIM Ultrafibra com 700 Mega e modem Wi-Fi 6, com visita técnica para trocar o equipamento.",
    dacc: "109.99",
    full: "159.99",
    ...S700,
    apps: PLUS,
    installationSchedule: true,
    planType: "migration",
  }),
  plan({
    sku: "m1000mig",
    plan: "1 Giga",
    description: "Migração para a TIM Ultrafibra com 1 Giga e modem Wi-Fi 6, com visita técnica para trocar o equipamento.",
    dacc: "129.99",
    full: "189.99",
    ...S1000,
    apps: TOP,
    installationSchedule: true,
    planType: "migration",
  }),
  plan({
    sku: "m2000mig",
    plan: "2 Giga",
    description: "Migração para a TIM Ultrafibra com 2 Giga e modem Wi-Fi 6, com visita técnica para trocar o equipamento.",
    dacc: "189.99",
    full: "299.99",
    ...S2000,
    apps: TOP,
    installationSchedule: true,
    planType: "migration",
  }),
];
