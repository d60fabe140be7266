import type { SeedMigrationCustomer, SeedRenewalCustomer, SeedScenarioCpfs } from "./types";

// Every CPF below has check digits computed by the CPF algorithm (the seed test recomputes them),
// so they pass the client's and the backend's validation. They are fictitious.

/** Customers found by POST renewalBaseUser/documentNumber (refidelizacao). */
export const SEED_RENEWAL_CUSTOMERS: SeedRenewalCustomer[] = [
  {
    cpf: "28573914637",
    name: "Mariana Souza Lima",
    email: "mariana.lima@example.com",
    phone: "11987654321",
    offers: ["p-r600ref", "p-r1000ref"],
  },
  {
    cpf: "83726190422",
    name: "Carlos Eduardo Pereira",
    email: "carlos.pereira@example.com",
    phone: "21998761234",
    offers: ["p-r700ref", "p-r1000ref"],
  },
  {
    // A customer of the base with nothing to offer: the renewal page says so.
    cpf: "46130795866",
    name: "Ana Paula Ribeiro",
    email: "ana.ribeiro@example.com",
    phone: "31991234567",
    offers: [],
  },
];

/** Customers found by POST fiber-migration/offers (migracao-ultrafibra). */
export const SEED_MIGRATION_CUSTOMERS: SeedMigrationCustomer[] = [
  {
    cpf: "60291837530",
    name: "Roberto Alves Nogueira",
    email: "roberto.nogueira@example.com",
    phone: "11976543210",
    address: { cep: "01310100", number: "1578", complement: "Apartamento 42" },
    offers: ["p-m700mig", "p-m1000mig"],
  },
  {
    cpf: "95318462006",
    name: "Fernanda Costa Martins",
    email: "fernanda.martins@example.com",
    phone: "21987650987",
    address: { cep: "22041001", number: "680", complement: "Apartamento 801" },
    offers: ["p-m1000mig", "p-m2000mig"],
  },
  {
    cpf: "51624308708",
    name: "Luiz Henrique Castro",
    email: "luiz.castro@example.com",
    phone: "41996547788",
    address: { cep: "80010000", number: "250", complement: "" },
    offers: ["p-m700mig"],
  },
];

/**
 * CPFs that trigger the sandbox's scenarios. renewal, renewalNoOffers and migration are customers
 * above; the others are not customers of any base.
 */
export const SCENARIO_CPFS: SeedScenarioCpfs = {
  riskQuiz: "39053344705",
  riskRejected: "71460238001",
  renewal: "28573914637",
  renewalNoOffers: "46130795866",
  migration: "60291837530",
  fault500: "14837029604",
  faultSlow: "37081549241",
};
