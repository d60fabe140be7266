import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import type { Plan } from "@/lib/api/contract";
import { carriedSteps, resumeStep } from "@/lib/funnel/carry";
import { funnelContext } from "@/lib/funnel/context";
import { STEP } from "@/lib/funnel/steps";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";

/**
 * An address changed from the summary makes a new lead, which would know none of the answers and
 * send the visitor through ~10 prefilled steps again. The new lead takes them over (carriedSteps)
 * and the visitor returns to the summary, or to the first step still to do (resumeStep).
 */

const PLAN = { id: "p-d600gl", plan: "700 Mega com Globoplay", sku: "d600gl", installationSchedule: true } as Plan;
/** An order answered up to the summary, at its new address, with its new lead. */
const COMPLETE: PurchaseState = {
  ...INITIAL_PURCHASE,
  planoSelected: PLAN,
  zip: "04538-133",
  streetNr: "200",
  noComplement: true,
  leadId: "L-new",
  sendAddress: false,
  name: "Maria Silva",
  phone: "(11) 98765-4321",
  email: "maria@example.com",
  birthDate: "15/08/1985",
  motherName: "Ana Silva",
  cpf: "529.982.247-25",
  dueDate: "10",
  directDebit: false,
  directDebitAnswered: true,
  installationSchedules: [{ date: "02/12/2026", period: "manha" }],
  carryAnswers: true,
};
const plain = getAddon("");
const ctx = (s: PurchaseState, addon = plain) => funnelContext(addon, s);

describe("carriedSteps", () => {
  it("every answer of a complete order, in the path's order", () => {
    expect(carriedSteps(COMPLETE, ctx(COMPLETE))).toEqual(["name", "phone", "email", "birthDate", "motherName", "documentNumber", "dueDate", "bankInfo", "scheduleDate"]);
  });

  it("direct debit: the account is carried with conta-debito's bankInfo", () => {
    const s = { ...COMPLETE, directDebit: true, bank: { id: "1", code: "001", name: "Banco do Brasil" }, bankAccountAgency: "1234-5", bankAccountNr: "12345-6" };
    expect(carriedSteps(s, ctx(s))).toEqual(["name", "phone", "email", "birthDate", "motherName", "documentNumber", "dueDate", "bankInfo", "scheduleDate"]);
  });

  it("stops at the first answer it does not hold (a reload forgets the memory-only ones)", () => {
    const s = { ...COMPLETE, birthDate: "", motherName: "", cpf: "" };
    expect(carriedSteps(s, ctx(s))).toEqual(["name", "phone", "email"]);
    expect(resumeStep(s, ctx(s))).toBe(STEP.checkoutDataNascimento);
  });

  it("addon b: its combined payment step carries due date and bankInfo", () => {
    const b = getAddon("b");
    expect(carriedSteps(COMPLETE, ctx(COMPLETE, b))).toEqual(["name", "phone", "email", "birthDate", "motherName", "documentNumber", "dueDate", "bankInfo", "scheduleDate"]);
  });

  it("nothing before the availability check has made the new lead", () => {
    const s = { ...COMPLETE, leadId: null };
    expect(carriedSteps(s, ctx(s))).toEqual([]);
  });
});

describe("resumeStep", () => {
  it("the summary when nothing is missing", () => {
    expect(resumeStep(COMPLETE, ctx(COMPLETE))).toBe(STEP.checkoutConfirmacao);
  });

  it("the rejection, the quiz or the collaborator code the new lead asks for", () => {
    const rejected = { ...COMPLETE, rejected: true };
    expect(resumeStep(rejected, ctx(rejected))).toBe(STEP.checkoutValidacaoErro1);
    const quiz = { ...COMPLETE, quizNeeded: true };
    expect(resumeStep(quiz, ctx(quiz))).toBe(STEP.checkoutValidacao);
    const collaborator = getAddon("oferta-colaborador");
    // Funnel §2: a code not validated (the new lead's) sends the visitor to the e-mail step.
    expect(resumeStep(COMPLETE, ctx(COMPLETE, collaborator))).toBe(STEP.checkoutEmail);
  });
});
