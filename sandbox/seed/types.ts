/**
 * Shapes of the sandbox backend's seed data. They mirror what the operator's API sends
 * (funnel §3, marketing §3) closely enough that the sandbox can serve them as they are; the
 * contract's zod schemas (lib/api/contract) stay the authority on the wire format.
 */

export interface SeedPlanBenefit {
  /** Display name, as in the benefit catalogue. */
  benefit: string;
  slug: string;
}

export interface SeedSubscription {
  slug: string;
  name: string;
}

export interface SeedWhatsApp {
  origin_domain: string;
  complete_link: string;
}

export interface SeedPlan {
  id: string;
  plan: string;
  sku: string;
  description: string;
  discount?: string;
  /** Prices are decimal strings with a dot, as the API sends them ("119.99"). */
  price: string;
  price_full: string;
  price_with_dacc: string;
  plan_download: number;
  plan_upload: number;
  showOnLanding: boolean;
  installationSchedule: boolean;
  plan_type: "refidel" | "migration" | null;
  benefits: SeedPlanBenefit[];
  subscriptions: SeedSubscription[];
  whatsApps: SeedWhatsApp[];
  addonBonus: string | null;
  livelo_dacc_points: number | null;
}

export interface SeedBenefit {
  id: string;
  benefit: string;
  slug: string;
  description: string;
  enabled: boolean;
  imageLight: string;
  /** Only the logos that are unreadable on a dark background have one (marketing §3). */
  imageDark?: string;
}

export type SeedCoverage = "full" | "none" | "limited";
export type SeedInfraco = "TIM" | "FIBRASIL" | "I-SYSTEMS";

export interface SeedAddress {
  /** 8 digits, no hyphen. */
  cep: string;
  address: string;
  neighborhood: string;
  city: string;
  uf: string;
  coverage: SeedCoverage;
  /** Addresses given by quadra and lote instead of a house number (Brasília). */
  isBlockAllotment: boolean;
  infraco: SeedInfraco;
}

export interface SeedComplementType {
  code: string;
  description: string;
}

export interface SeedBank {
  id: string;
  /** COMPE code, 3 digits. */
  code: string;
  name: string;
}

export type SeedDocumentGroup = "Internet fibra" | "Streaming" | "Parcerias" | "Contratos" | "Colaboradores";

/** A regulation, summary or contract of the regulamentos page. */
export interface SeedDocument {
  id: string;
  title: string;
  /** `/docs/{id}.pdf`, served from public/. */
  url: string;
  group: SeedDocumentGroup;
  /** Listed only when the page asks with collaborator=true. */
  collaboratorOnly: boolean;
}

export interface SeedRenewalCustomer {
  /** 11 digits with valid check digits. */
  cpf: string;
  name: string;
  email: string;
  /** 11 digits: area code + mobile number. */
  phone: string;
  /** Ids of two refidel plans (offer 1 and offer 2), or none. */
  offers: [string, string] | [];
}

export interface SeedMigrationCustomer {
  cpf: string;
  name: string;
  email: string;
  phone: string;
  /** The address of the current fibre installation; cep is one of SEED_ADDRESSES. */
  address: { cep: string; number: string; complement: string };
  /** Ids of migration plans. */
  offers: string[];
}

/** CPFs that make the sandbox play a scenario when sent at the CPF step or a CPF lookup. */
export interface SeedScenarioCpfs {
  /** Lead creation answers with a risk-validation quiz. */
  riskQuiz: string;
  /** Risk validation rejects the order with a message. */
  riskRejected: string;
  /** Renewal lookup finds a customer with two offers. */
  renewal: string;
  /** Renewal lookup finds a customer without offers. */
  renewalNoOffers: string;
  /** Fibre-migration lookup finds a customer with offers. */
  migration: string;
  /** The server answers HTTP 500. */
  fault500: string;
  /** The server answers too late (client timeout). */
  faultSlow: string;
}
