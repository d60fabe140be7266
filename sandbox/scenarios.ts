import { FAULT_CEPS, FAULT_CPFS, FAULT_DESCRIPTIONS, FAULT_PHONES } from "./faults";
import { RENTA_NO_COVERAGE_PHONE, RENTA_NO_USER_PHONE } from "./handlers/leads";
import { LIMITED_COVERAGE_SKUS, SCENARIO_CPFS, SEED_ADDRESSES, SEED_MIGRATION_CUSTOMERS, SEED_RENEWAL_CUSTOMERS } from "./seed";

/**
 * Every value that makes the sandbox play a scenario, for docs/sandbox.md: type it in the funnel to
 * walk that branch by hand. Derived from the seed and the fault tables, so it cannot go stale.
 */
export interface SandboxScenario {
  value: string;
  kind: "cep" | "cpf" | "phone";
  what: string;
}

const place = (a: { address: string; neighborhood: string; city: string; uf: string }) =>
  `${a.address}, ${a.neighborhood}, ${a.city}/${a.uf}`;

const addressScenarios: SandboxScenario[] = SEED_ADDRESSES.map((a) => ({
  value: a.cep,
  kind: "cep",
  what:
    a.coverage === "none"
      ? `Sem cobertura (${place(a)}): lead sem cobertura / no coverage`
      : a.coverage === "limited"
        ? `Cobertura limitada a ${LIMITED_COVERAGE_SKUS.join(", ")} (${place(a)}): outros planos dão oferta indisponível / offer unavailable`
        : a.isBlockAllotment
          ? `Cobertura, endereço por quadra e lote (${place(a)}, ${a.infraco}) / block and lot address`
          : `Cobertura total (${place(a)}, ${a.infraco}) / full coverage`,
}));

const faultScenarios = (table: Record<string, keyof typeof FAULT_DESCRIPTIONS>, kind: SandboxScenario["kind"]) =>
  Object.entries(table).map(([value, fault]): SandboxScenario => ({ value, kind, what: `Falha: ${FAULT_DESCRIPTIONS[fault]}` }));

const renewalWithOffers = SEED_RENEWAL_CUSTOMERS.filter((c) => c.offers.length > 0);
const renewalWithout = SEED_RENEWAL_CUSTOMERS.filter((c) => c.offers.length === 0);

export const SANDBOX_SCENARIOS: readonly SandboxScenario[] = [
  ...addressScenarios,
  { value: "00000000", kind: "cep", what: "CEP desconhecido: sem cobertura, \"Cep inválido ou inexistente\" / unknown CEP" },
  {
    value: SCENARIO_CPFS.riskQuiz,
    kind: "cpf",
    what: "Validação de risco com questionário (respostas certas: as opções q1a, q2a, q3a) / risk quiz",
  },
  {
    value: SCENARIO_CPFS.riskRejected,
    kind: "cpf",
    what: "Cadastro recusado na validação de risco / risk rejection",
  },
  ...renewalWithOffers.map((c): SandboxScenario => ({
    value: c.cpf,
    kind: "cpf",
    what: `Refidelização com ${c.offers.length} ofertas (${c.offers.join(", ")}) / renewal with offers`,
  })),
  ...renewalWithout.map((c): SandboxScenario => ({
    value: c.cpf,
    kind: "cpf",
    what: "Refidelização: cliente sem ofertas / renewal customer without offers",
  })),
  ...SEED_MIGRATION_CUSTOMERS.map((c): SandboxScenario => ({
    value: c.cpf,
    kind: "cpf",
    what: `Migração para Ultrafibra (${c.offers.join(", ")}; endereço atual CEP ${c.address.cep}) / fibre migration`,
  })),
  { value: RENTA_NO_USER_PHONE, kind: "phone", what: "createFromRenta responde null: \"Sem dados do usuário\"" },
  { value: RENTA_NO_COVERAGE_PHONE, kind: "phone", what: "createFromRenta responde { lead: null }: \"Sem cobertura\"" },
  ...faultScenarios(FAULT_CEPS, "cep"),
  ...faultScenarios(FAULT_PHONES, "phone"),
  ...faultScenarios(FAULT_CPFS, "cpf"),
];
