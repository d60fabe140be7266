import { CALLS } from "@/lib/api/contract";
import type { Handler } from "../context";
import { planById } from "../catalogue";
import { notFound, ok, parse, unprocessable } from "../http";
import { findLead, insertLead, updateLead, type LeadRow } from "../lead-store";
import { defined, fillAddress, leadView } from "../lead-view";
import { SEED_MIGRATION_CUSTOMERS, type SeedPlan } from "../seed";
import { maskedUserData } from "../user-data";

/**
 * Fibre migration (migracao-ultrafibra): the CPF lookup creates a lead-v2 lead with flow
 * "migration", holding the customer's record and current address; the visitor picks a plan,
 * may change the address, and PUT lead-v2/{id}?fiberMigration=true confirms it.
 */

const offerPlans = (ids: unknown): SeedPlan[] =>
  Array.isArray(ids) ? ids.map((id) => planById(String(id))).filter((p): p is SeedPlan => Boolean(p)) : [];

const customerOf = (lead: LeadRow) => {
  const cpf = (lead.data.customer as { cpf?: unknown } | undefined)?.cpf;
  return SEED_MIGRATION_CUSTOMERS.find((c) => c.cpf === cpf);
};

/** A CPF outside the base gets no offers; userData is then left out (optional, not nullable). */
export const migrationOffers: Handler = async (request, { db }) => {
  const { cpf, ...tracking } = parse(CALLS.migrationOffers.body, request.body);
  const customer = SEED_MIGRATION_CUSTOMERS.find((c) => c.cpf === cpf);
  if (!customer) return ok({ plansOffers: [] });
  const plansOffers = offerPlans(customer.offers);
  const { address } = customer;
  const idLead = await insertLead(db, {
    source: "migration",
    flow: "migration",
    data: {
      ...defined(tracking),
      // The base's record is kept apart from what the visitor types and never shown unmasked.
      customer: { cpf: customer.cpf, name: customer.name, email: customer.email, phone: customer.phone },
      offers: plansOffers.map((p) => p.id),
    },
    address: fillAddress({ cep: address.cep, number: address.number, ...(address.complement ? { complement: address.complement } : {}) }),
  });
  return ok({ plansOffers, userData: maskedUserData(customer), idLead });
};

async function findMigrationLead(db: Parameters<Handler>[1]["db"], id: string): Promise<LeadRow | null> {
  const lead = await findLead(db, id);
  return lead?.flow === "migration" ? lead : null;
}

export const migrationLeadGet: Handler = async (request, { db }) => {
  const { id } = parse(CALLS.migrationLeadGet.params, request.params);
  const lead = await findMigrationLead(db, id);
  if (!lead) return notFound();
  const customer = customerOf(lead);
  return ok({
    ...leadView(lead),
    ...(customer ? { userData: maskedUserData(customer) } : {}),
    plansOffers: offerPlans(lead.data.offers),
  });
};

export const migrationPlan: Handler = async (request, { db }) => {
  const { idLead } = parse(CALLS.migrationPlan.params, request.params);
  const lead = await findMigrationLead(db, idLead);
  if (!lead) return notFound();
  const body = parse(CALLS.migrationPlan.body, request.body);
  if (!offerPlans(lead.data.offers).some((p) => p.id === body.idPlan)) {
    return unprocessable("Plano indisponível para esta migração.");
  }
  await updateLead(db, idLead, { idPlan: body.idPlan });
  return ok();
};

/** Step "cep" starts a new address at that CEP; step "number" completes it. */
export const migrationAddress: Handler = async (request, { db }) => {
  const params = parse(CALLS.migrationAddress.params, request.params);
  const lead = await findMigrationLead(db, params.idLead);
  if (!lead) return notFound();
  const body = parse(CALLS.migrationAddress.body(params), request.body);
  const address =
    "cep" in body
      ? fillAddress({ cep: body.cep })
      : fillAddress({ ...(lead.address ?? { cep: "" }), ...defined(body) }, lead.address);
  if (!address.cep) return unprocessable("Pedido incompleto: falta o CEP");
  await updateLead(db, params.idLead, { address });
  return ok();
};
