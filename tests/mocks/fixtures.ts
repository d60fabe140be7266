import type { JsonBodyType } from "msw";
import type { CallName } from "@/lib/api/contract";

/** A plan as the catalogue serves it (marketing §9: 700 Mega with Globoplay). */
export const PLAN = { id: "7", plan: "700 Mega com Globoplay", sku: "d600gl", price_with_dacc: "119.99", price_full: "159.99" };

/** A lead as GET lead/{id} answers it. */
export const LEAD = {
  id: "42",
  idPlan: "7",
  name: "Ana Souza",
  address: { cep: "01310100", number: "1000", address: "Avenida Paulista", city: "São Paulo", state: "SP" },
};

/**
 * A documented, check-passing answer for every call: what the default handlers send. A test that
 * needs another answer overrides the handler with server.use().
 */
export const VALID_RESPONSES: Record<CallName, JsonBodyType> = {
  renewalLookup: { plansOffers: [PLAN], id_renewal_request: 9, userData: { name: "Ana Souza" } },
  migrationOffers: { plansOffers: [PLAN], userData: { name: "Ana Souza" }, idLead: "m1" },
  coverage: { plans: [PLAN], infra: { infraco: "TIM" } },
  coverageApiCep: { plans: [PLAN], infra: null },
  staticCatalogue: { plans: [PLAN] },
  noCoverageCreate: { success: true, id: 5 },
  noCoverageUpdate: { success: true },
  noCoverageDelete: { success: true },
  supportRequest: { success: true, id: "s1" },
  leadCreate: { success: true, id: 42 },
  leadDelete: { success: true },
  leadFinish: { success: true },
  leadGet: LEAD,
  migrationLeadGet: { ...LEAD, userData: { name: "Ana Souza" } },
  leadV2Create: { idLead: "42", idLeadNoCoverage: null, cepCoverage: { infra: { infraco: "TIM" } } },
  leadV2Step: { success: true },
  leadV2Confirm: { success: true, orderNumber: "UF-000123" },
  quizAnswer: { success: true, riskValidation: { quiz_needed: false, rejected: false } },
  complements: { success: true },
  banks: { banks: [{ id: 1, code: "001", name: "Banco do Brasil" }] },
  regulations: {
    regulations: [{ id: 1, title: "Regulamento da oferta", url: "/docs/regulamento.pdf" }],
    sumarries: [{ id: 2, title: "Sumário do contrato", url: "/docs/sumario.pdf" }],
  },
  createFromRenta: { lead: LEAD },
  collaboratorNewCode: { success: true },
  collaboratorValidate: { success: true, validated: true },
  renewalChoose: { success: true },
  renewalConfirm: { success: true, orderNumber: "UF-000124" },
  migrationPlan: { success: true },
  migrationAddress: { success: true },
  addressInfo: { address: "Avenida Paulista", neighborhood: "Bela Vista", city: "São Paulo", state: "SP", infraco: "TIM" },
  complementTypes: { complementTypes: [{ code: "AP", description: "Apartamento" }] },
  cepInformation: { UF: "SP", city: "São Paulo", neighborhood: "Bela Vista", address: "Avenida Paulista" },
  plans: { plans: [PLAN] },
  benefits: { benefits: [{ id: 1, benefit: "Wi-Fi 6", slug: "wifi6", description: "Até 40% mais rápido" }] },
};
