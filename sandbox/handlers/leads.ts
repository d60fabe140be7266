import { riskValidationRequiredFor } from "@/lib/api/contract/campaigns";
import { CALLS } from "@/lib/api/contract";
import type { Handler } from "../context";
import { notFound, ok, parse } from "../http";
import { deleteLead, findLead, insertLead, markFinished } from "../lead-store";
import { defined, fillAddress, leadView } from "../lead-view";
import { SEED_ADDRESSES } from "../seed";
import { findNoCoverage } from "./no-coverage";

/** POST lead, GET/PUT lead/{id}, DELETE lead and POST lead/createFromRenta. */

export const leadCreate: Handler = async (request, { db }) => {
  const { idPlan, address, addon, ...declared } = parse(CALLS.leadCreate.body, request.body);
  // Whether the quiz is needed is the addon's rule, never what the browser declared.
  const data = { ...declared, riskValidationRequired: riskValidationRequiredFor(addon) };
  const id = await insertLead(db, {
    source: "lead",
    idPlan,
    addon,
    data: defined(data),
    address: fillAddress(address),
    risk: { required: data.riskValidationRequired },
  });
  return ok({ success: true, id });
};

/**
 * The lead with everything stored. A no-coverage lead id (the `ls` parameter) is answered too,
 * with what that record holds, so the sem-cobertura page can be restored after a reload.
 */
export const leadGet: Handler = async (request, { db }) => {
  const { id } = parse(CALLS.leadGet.params, request.params);
  const lead = await findLead(db, id);
  if (lead) return ok(leadView(lead));
  const other = await findNoCoverage(db, id);
  if (!other) return notFound();
  return ok({
    id: other.id,
    idPlan: other.id_plan,
    name: other.name,
    email: other.email,
    phone: other.phone,
    addon: other.addon,
    address: { cep: other.cep, ...(other.number ? { number: other.number } : {}) },
    noCoverage: true,
  });
};

export const leadFinish: Handler = async (request, { db }) => {
  const { leadId } = parse(CALLS.leadFinish.params, request.params);
  return (await markFinished(db, leadId)) ? ok() : notFound();
};

/**
 * Deleting is by id, and the lead's CEP must match, so an id alone cannot erase someone's order.
 * The phone is checked only when sent and the lead has one: a lead deleted before the telefone
 * step (its address changed) has none to give.
 */
export const leadDelete: Handler = async (request, { db }) => {
  const body = parse(CALLS.leadDelete.body, request.body);
  const lead = await findLead(db, body.id);
  if (!lead || lead.address?.cep !== body.cep || !samePhone(lead.data.phone, body.phone)) return notFound();
  await deleteLead(db, lead.id);
  return ok();
};

/** A phone given must be the stored one; a missing one on either side does not decide. */
function samePhone(stored: unknown, given: string | undefined): boolean {
  return given === undefined || stored === undefined || stored === null || stored === given;
}

/** createFromRenta phones with a special answer (funnel §8 "Sem dados do usuário", "Sem cobertura"). */
export const RENTA_NO_USER_PHONE = "11988880001";
export const RENTA_NO_COVERAGE_PHONE = "11988880002";

/** A lead from the Renta partner: plan and phone, at the first covered seed address. */
export const createFromRenta: Handler = async (request, { db }) => {
  const body = parse(CALLS.createFromRenta.body, request.body);
  if (body.phoneNumber === RENTA_NO_USER_PHONE) return ok(null);
  if (body.phoneNumber === RENTA_NO_COVERAGE_PHONE) return ok({ lead: null });
  const covered = SEED_ADDRESSES.find((a) => a.coverage === "full");
  if (!covered) throw new Error("seed has no covered address");
  const id = await insertLead(db, {
    source: "renta",
    idPlan: body.idPlan,
    data: defined({ phone: body.phoneNumber, lp_origin: body.lp_origin, ...body.utm }),
    address: fillAddress({ cep: covered.cep }),
  });
  const lead = await findLead(db, id);
  if (!lead) throw new Error("lead vanished after insert");
  return ok({ lead: leadView(lead) });
};
