import { randomUUID } from "node:crypto";
import type * as z from "@/lib/validation/z";
import { riskValidationRequiredFor } from "@/lib/api/contract/campaigns";
import { CALLS, json, LEAD_STEP_BODIES, type addressFields, type LeadStep } from "@/lib/api/contract";
import type { Handler } from "../context";
import { addonPlans, addressByCep, hasCoverage, infraOf, planById, plansAt } from "../catalogue";
import { notFound, ok, parse, unprocessable } from "../http";
import { missingHouseParts } from "@/lib/validation/address";
import { findLead, insertLead, issueOrderNumber, updateLead, type LeadAddress, type LeadChanges, type LeadRow } from "../lead-store";
import { defined, fillAddress, without } from "../lead-view";
import { decideRisk, quizPassed, quizPending, rejectRisk, riskView } from "../risk";
import { bodyFingerprint, claimKey, KEY_REUSED_MESSAGE, type KeyClaim, type KeyedIds } from "../idempotency";
import { insertNoCoverage } from "./no-coverage";

/** The lead-v2 lifecycle (funnel §4): create with coverage, PATCH per step, quiz, confirm. */

export const leadV2Create: Handler = async (request, { db, now }) => {
  const body = parse(CALLS.leadV2Create.body, request.body);
  // The browser's riskValidationRequired is left out: the addon decides it (below).
  const { idPlan, address, addon, ...rest } = without(body, "riskValidationRequired");
  const seed = addressByCep(address.cep);
  const covered = hasCoverage(seed);
  const fresh: KeyedIds = covered ? { leadId: randomUUID(), noCoverageId: null } : { leadId: null, noCoverageId: randomUUID() };
  // With an idempotency key, the key names the ids: a retry of a creation that was stored (its
  // answer lost) finds the same ids and gets the same answer; another body is refused (sandbox/idempotency.ts).
  const key = request.idempotencyKey;
  const claim: KeyClaim = key ? await claimKey(db, key, bodyFingerprint(body), fresh, now()) : { kind: "new", ids: fresh };
  const idLeadNoCoverage = claim.kind === "mismatch" ? null : claim.ids.noCoverageId;
  const idLead = claim.kind === "mismatch" ? null : claim.ids.leadId;
  if (claim.kind === "mismatch" || (covered ? !idLead : !idLeadNoCoverage)) return unprocessable(KEY_REUSED_MESSAGE);
  if (!covered) {
    const { name, email, phone, ...tracking } = rest;
    await insertNoCoverage(db, {
      cep: address.cep,
      number: address.number,
      idPlan,
      name,
      email,
      phone,
      addon,
      tracking: defined(tracking),
    }, idLeadNoCoverage!);
    return ok({ idLead: null, idLeadNoCoverage, cepCoverage: null });
  }
  // Whether the quiz is needed is the addon's rule, never what the browser declared.
  const riskValidationRequired = riskValidationRequiredFor(addon);
  const lead = {
    source: "lead-v2" as const,
    idPlan,
    addon,
    data: defined({ ...rest, riskValidationRequired }),
    address: fillAddress(address),
    risk: { required: riskValidationRequired },
  };
  await insertLead(db, lead, idLead!);
  // The stored lead's risk, not this request's: a replay answers what the first creation decided.
  const risk = claim.kind === "replay" ? ((await findLead(db, idLead!))?.risk ?? lead.risk) : lead.risk;
  // A limited CEP may not offer the chosen plan: the lead exists, and the client sees its plan
  // missing from cepCoverage.plans (oferta-indisponivel).
  const plans = plansAt(seed, addonPlans(addon, { premium: body.premium }));
  return ok({ idLead, idLeadNoCoverage: null, cepCoverage: { infra: infraOf(seed), plans }, riskValidation: riskView(risk) });
};

/** A real calendar date (the schemas only check the yyyy-mm-dd shape). */
function isRealDate(iso: string): boolean {
  const [y, m, d] = iso.split("-").map(Number);
  if (!y || !m || !d) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

type StepResult = LeadChanges | { invalid: string };
type StepSchema = z.ZodMiniType<{ address?: z.output<typeof addressFields> }>;

/** A step: its contract schema, what it writes, and the address when the step carries one. */
const step =
  <S extends StepSchema>(schema: S, apply: (body: z.output<S>, lead: LeadRow) => StepResult) =>
  (raw: unknown, lead: LeadRow): StepResult => {
    const body = parse(schema, raw);
    const result = apply(body, lead);
    if ("invalid" in result || !body.address) return result;
    return { ...result, address: fillAddress(body.address, lead.address) };
  };

/** What each step writes (funnel §7, PATCH lead-v2/{id}/{step}). */
const STEPS: Record<LeadStep, (raw: unknown, lead: LeadRow) => StepResult> = {
  name: step(LEAD_STEP_BODIES.name, (b) => ({ data: defined({ name: b.name, webcare_tuid: b.webcare_tuid }) })),
  phone: step(LEAD_STEP_BODIES.phone, (b) => ({ data: defined({ phone: b.phone, phone2: b.phone2 }) })),
  email: step(LEAD_STEP_BODIES.email, (b) => ({
    data: defined({ email: b.email, accept_promotions: b.accept_promotions, accept_information: b.accept_information }),
  })),
  birthDate: step(LEAD_STEP_BODIES.birthDate, (b) =>
    isRealDate(b.birth_date) ? { data: { birth_date: b.birth_date } } : { invalid: "Data inválida" },
  ),
  motherName: step(LEAD_STEP_BODIES.motherName, (b) => ({ data: { mothers_name: b.mothers_name } })),
  // One person type at a time: a CPF clears a CNPJ sent before, and the other way round.
  documentNumber: step(LEAD_STEP_BODIES.documentNumber, (b, lead) => ({
    data: { cpf: b.cpf ?? null, cnpj: b.cnpj ?? null },
    risk: decideRisk(lead.risk, b.cpf ?? b.cnpj ?? ""),
  })),
  dueDate: step(LEAD_STEP_BODIES.dueDate, (b) => ({ data: { due_date: b.due_date } })),
  plan: step(LEAD_STEP_BODIES.plan, (b) => ({ idPlan: b.idPlan })),
  // Bank info is dropped when direct debit is off (funnel §5).
  bankInfo: step(LEAD_STEP_BODIES.bankInfo, (b) => ({
    data: defined({ direct_debit: b.direct_debit, bankInfo: b.direct_debit ? (b.bankInfo ?? null) : null, deviceInfo: b.deviceInfo }),
  })),
  scheduleDate: step(LEAD_STEP_BODIES.scheduleDate, (b) =>
    b.schedules.every((s) => isRealDate(s.date)) ? { data: { schedules: b.schedules } } : { invalid: "Data inválida" },
  ),
};

export const leadV2Step: Handler = async (request, { db }) => {
  const { id, step: name } = parse(CALLS.leadV2Step.params, request.params);
  const lead = await findLead(db, id);
  if (!lead) return notFound();
  const changes = STEPS[name](request.body, lead);
  if ("invalid" in changes) return unprocessable(changes.invalid);
  await updateLead(db, id, changes);
  return ok(changes.risk ? { success: true, riskValidation: riskView(changes.risk) } : { success: true });
};

export const quizAnswer: Handler = async (request, { db }) => {
  const { id } = parse(CALLS.quizAnswer.params, request.params);
  const lead = await findLead(db, id);
  if (!lead) return notFound();
  const body = parse(CALLS.quizAnswer.body, request.body);
  const { risk } = lead;
  if (!risk.quiz || risk.quiz.idQuiz !== body.idQuiz) {
    return json(404, { success: false, message: "Questionário não encontrado. Informe o CPF novamente." });
  }
  // Answering an already decided quiz again changes nothing.
  if (!quizPending(risk)) return ok({ success: true, riskValidation: riskView(risk) });
  const next = quizPassed(risk.quiz, body.questions) ? { ...risk, passed: true } : rejectRisk(risk);
  await updateLead(db, id, { risk: next });
  return ok({ success: true, riskValidation: riskView(next) });
};

export const complements: Handler = async (request, { db }) => {
  const { id } = parse(CALLS.complements.params, request.params);
  const lead = await findLead(db, id);
  if (!lead?.address) return notFound();
  const body = parse(CALLS.complements.body, request.body);
  await updateLead(db, id, { address: { ...lead.address, ...defined(body) } });
  return ok();
};

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== "";

/**
 * Where the house is, by the forms' own rule (lib/validation/address): quadra and lote where the
 * street is laid out that way (no number needed there), else the number.
 */
function missingPlace(address: LeadAddress): string | null {
  const place = { number: address.number, blockNumber: address.block_number, lotNumber: address.allotment_number };
  const missing = missingHouseParts(place, address.is_block_allotment === true);
  if (!missing.length) return null;
  return missing.includes("number") ? "o número do imóvel" : "a quadra e o lote";
}

/** The first thing a purchase lead still lacks, in funnel order, or null when it is complete. */
export function missingForPurchase(lead: LeadRow): string | null {
  const d = lead.data;
  const plan = planById(lead.id_plan);
  const address = lead.address;
  if (!plan) return "o plano";
  if (!address) return "o endereço";
  const place = missingPlace(address);
  if (place) return place;
  if (!present(d.name)) return "o nome";
  if (!present(d.phone)) return "o telefone";
  if (!present(d.email)) return "o e-mail";
  if (d.collaborator_special_offer === true && !lead.collaborator_validated) return "a validação do código de colaborador";
  if (!present(d.birth_date)) return "a data de nascimento";
  if (!present(d.mothers_name)) return "o nome da mãe";
  if (!present(d.cpf) && !present(d.cnpj)) return "o CPF ou CNPJ";
  if (!present(d.due_date)) return "a data de vencimento";
  if (typeof d.direct_debit !== "boolean") return "a escolha do débito automático";
  if (d.direct_debit && !present(d.bankInfo)) return "a conta para débito automático";
  if (lead.risk.quiz && !lead.risk.passed) return "a validação de segurança";
  if (plan.installationSchedule && !(Array.isArray(d.schedules) && d.schedules.length > 0)) return "a data de instalação";
  return null;
}

/** A fibre migration needs only the chosen plan and the address (the customer is known). */
export function missingForMigration(lead: LeadRow): string | null {
  if (!lead.id_plan) return "o plano";
  if (!lead.address?.cep) return "o CEP";
  return missingPlace(lead.address);
}

export const leadV2Confirm: Handler = async (request, { db, now }) => {
  const { id } = parse(CALLS.leadV2Confirm.params, request.params);
  const query = parse(CALLS.leadV2Confirm.query, request.query);
  const migration = query.fiberMigration === "true";
  let lead = await findLead(db, id);
  if (!lead || (migration && lead.flow !== "migration")) return notFound();
  // Confirmed before: the same order number, whatever arrives now.
  if (lead.order_number) return ok({ success: true, orderNumber: lead.order_number });
  const body = parse(CALLS.leadV2Confirm.body, request.body);
  if (body?.address) {
    const address = fillAddress(body.address, lead.address);
    await updateLead(db, id, { address });
    lead = { ...lead, address };
  }
  const rejected = riskView(lead.risk);
  if (rejected.rejected) return unprocessable(rejected.rejected_message ?? "Cadastro não aprovado");
  const missing = migration ? missingForMigration(lead) : missingForPurchase(lead);
  if (missing) return unprocessable(`Pedido incompleto: falta ${missing}`);
  const orderNumber = await issueOrderNumber(db, id, now().getFullYear());
  return ok({ success: true, orderNumber });
};
