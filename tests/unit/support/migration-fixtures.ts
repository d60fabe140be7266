import type { Plan } from "@/lib/api/contract";
import type { MigrationAddress } from "@/lib/funnel/migration";

/** A migration customer's offers and a CEP's address as the backend answers them, for the migration's tests. */
export const MIGRATION_PLAN: Plan = { id: "p-m700mig", plan: "700 Mega Migração", sku: "m700mig" };
export const MIGRATION_OTHER_PLAN: Plan = { id: "p-m1000mig", plan: "1 Giga Migração", sku: "m1000mig" };
export const PAULISTA_ADDRESS: MigrationAddress = {
  cep: "01310-100",
  street: "Avenida Paulista",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  uf: "SP",
  infraco: "TIMFIBER",
  blockAllotment: false,
  number: "",
  complement: "",
  blockNr: "",
  lotNr: "",
};
