import { randomUUID } from "node:crypto";
import type { Quiz, RiskValidation } from "@/lib/api/contract";
import { SCENARIO_CPFS } from "./seed";

/**
 * Risk validation (funnel §4): decided when the document number arrives. The operator's rules
 * are not shown; the sandbox plays them deterministically:
 * - SCENARIO_CPFS.riskRejected → rejected with REJECTED_MESSAGE;
 * - SCENARIO_CPFS.riskQuiz, or any document on a lead created with riskValidationRequired
 *   (addon c) → a quiz of three questions;
 * - anything else → approved.
 * The right answer of every question is the option whose id ends in "a" (q1a, q2a, q3a); the
 * options are listed in a fixed order that does not put it first.
 * A document that failed on a lead (rejected, or its quiz answered wrongly) stays failed on that
 * lead: sending another document and then the failed one again answers the same rejection, not a
 * fresh quiz to retry.
 */

/** A document that failed on the lead; idQuiz when it failed a quiz (names the rejection). */
export interface FailedDocument {
  document: string;
  idQuiz?: string;
}

/** What the leads table keeps in its `risk` column. */
export interface RiskState {
  /** The lead was created with riskValidationRequired (addon c). */
  required?: boolean;
  /** The document the decision below was made for (a new document decides again, unless it failed before). */
  document?: string;
  quiz?: Quiz;
  passed?: boolean;
  rejected?: boolean;
  /** Documents that failed before on this lead (absent on rows written before it existed). */
  failed?: FailedDocument[];
}

export const REJECTED_MESSAGE =
  "Não conseguimos aprovar seu cadastro pela internet. Ligue para nossa central para concluir o pedido.";

export const QUIZ_REJECTED_MESSAGE =
  "Não foi possível confirmar sua identidade pelas respostas. Ligue para nossa central para concluir o pedido.";

/** A question of the quiz: its options in display order by letter; an option's id is the question's and its letter. */
const question = (id: string, text: string, options: Record<string, string>): Quiz["questions"][number] => ({
  id,
  text,
  options: Object.entries(options).map(([letter, optionText]) => ({ id: `${id}${letter}`, text: optionText })),
});

const QUESTIONS: Quiz["questions"] = [
  question("q1", "Em qual destes bairros você já morou?", { b: "Moema", a: "Vila Mariana", c: "Santana", d: "Nenhum destes" }),
  question("q2", "Qual destes números de telefone já esteve em seu nome?", { c: "(21) 9****-5530", b: "(11) 9****-1187", a: "(11) 9****-4821" }),
  question("q3", "Em qual destas cidades você já teve um endereço cadastrado?", { b: "Sorocaba", c: "Santos", a: "Campinas", d: "Nenhuma destas" }),
];

export const isRightAnswer = (optionId: string): boolean => optionId.endsWith("a");

const quizOf = (idQuiz: string): Quiz => ({ idQuiz, progress: 0, questions: QUESTIONS });

/**
 * Every failed document of the lead, the current one included when its decision is a rejection
 * (rows written before `failed` existed know their last failure only from that decision).
 */
function failedDocuments(risk: RiskState): FailedDocument[] {
  const failed = risk.failed ?? [];
  if (!risk.rejected || risk.document === undefined || failed.some((f) => f.document === risk.document)) return failed;
  return [...failed, risk.quiz ? { document: risk.document, idQuiz: risk.quiz.idQuiz } : { document: risk.document }];
}

/** The current decision turned into a rejection (a quiz answered wrongly), remembered as failed. */
export function rejectRisk(current: RiskState): RiskState {
  const rejected: RiskState = { ...current, rejected: true };
  return { ...rejected, failed: failedDocuments(rejected) };
}

/** The decision for a document sent at the CPF step. */
export function decideRisk(current: RiskState, document: string): RiskState {
  // The same document again (the visitor went back and forth): the decision stands.
  if (current.document === document) return current;
  const failed = failedDocuments(current);
  const base: RiskState = { required: current.required, document, ...(failed.length ? { failed } : {}) };
  // Failed before on this lead: the same rejection again, and the same (answered) quiz.
  const before = failed.find((f) => f.document === document);
  if (before) return before.idQuiz ? { ...base, quiz: quizOf(before.idQuiz), rejected: true } : { ...base, rejected: true };
  if (document === SCENARIO_CPFS.riskRejected) return { ...base, rejected: true, failed: [...failed, { document }] };
  if (document === SCENARIO_CPFS.riskQuiz || current.required) return { ...base, quiz: quizOf(randomUUID()) };
  return { ...base, passed: true };
}

/** Every question of the quiz answered with its right option. */
export function quizPassed(quiz: Quiz, answers: { id: string; answer: string }[]): boolean {
  return quiz.questions.every((q) => {
    const given = answers.find((a) => a.id === q.id)?.answer;
    return given !== undefined && q.options.some((o) => o.id === given) && isRightAnswer(given);
  });
}

export const quizPending = (risk: RiskState): boolean => Boolean(risk.quiz && !risk.passed && !risk.rejected);

/** The risk state as the API answers it (lead-v2 responses and GET lead). */
export function riskView(risk: RiskState): RiskValidation {
  if (risk.rejected) {
    return {
      quiz_needed: false,
      rejected: true,
      rejected_message: risk.quiz ? QUIZ_REJECTED_MESSAGE : REJECTED_MESSAGE,
    };
  }
  if (quizPending(risk)) return { quiz_needed: true, quiz: risk.quiz, rejected: false };
  return { quiz_needed: false, rejected: false };
}
