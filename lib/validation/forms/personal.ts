import * as z from "@/lib/validation/z";
import { lazySchema } from "../lazySchema";
import type { CalendarDate } from "../date";
import { birthDateField, cnpjField, cpfField, emailField, fullNameField, phoneField } from "../fields";
import { MESSAGES as M } from "../messages";
import { quizFieldName } from "./constants";
import { consentField } from "./marketing";

/** /checkout/nome/ */
export const checkoutNameSchema = lazySchema(() =>
  z.object({ name: fullNameField() }));

/** /checkout/telefone/ */
export const checkoutPhoneSchema = lazySchema(() =>
  z.object({ phone: phoneField }));

/** /checkout/email/: the two opt-ins go to the API as accept_promotions and accept_information. */
export const checkoutEmailSchema = lazySchema(() =>
  z.object({
    email: emailField,
    acceptPromotions: consentField,
    acceptInformation: consentField,
  }));

/** /checkout/data-nascimento/: a real date, of someone 18 to 120 years old; output ISO. */
export function checkoutBirthDateSchema(today?: CalendarDate) {
  return lazySchema(() =>
    z.object({ birthDate: birthDateField(today) }));
}

/** /checkout/nome-mae/ */
export const checkoutMotherNameSchema = lazySchema(() =>
  z.object({
    motherName: fullNameField(M.motherNameRequired, M.motherNameInvalid),
  }));

/** Person type of the lead (funnel §3): pf = individual (CPF), pj = company (CNPJ). */
export type PersonType = "pf" | "pj";

/** /checkout/cpf/ for an individual. */
export const checkoutCpfSchema = lazySchema(() =>
  z.object({ cpf: cpfField }));
/** /checkout/cpf/ for a company: numeric or alphanumeric CNPJ. */
export const checkoutCnpjSchema = lazySchema(() =>
  z.object({ cnpj: cnpjField }));

/** The document step's schema for the person type. */
export function checkoutDocumentSchema(personType: "pf"): typeof checkoutCpfSchema;
export function checkoutDocumentSchema(personType: "pj"): typeof checkoutCnpjSchema;
export function checkoutDocumentSchema(personType: PersonType): typeof checkoutCpfSchema | typeof checkoutCnpjSchema;
export function checkoutDocumentSchema(personType: PersonType) {
  return personType === "pj" ? checkoutCnpjSchema : checkoutCpfSchema;
}

/**
 * /checkout/cpf/ as its form holds it: the person type and both documents, the chosen one
 * checked by its own schema, the other one left as typed. One schema per person type.
 */
export const checkoutDocumentStepSchemas = {
  pf: lazySchema(() => z.extend(checkoutCpfSchema, { personType: z.literal("pf"), cnpj: z.string() })),
  pj: lazySchema(() => z.extend(checkoutCnpjSchema, { personType: z.literal("pj"), cpf: z.string() })),
};

/** /checkout/dados-pessoais/: name, e-mail, birth date and mother's name on one page. */
export function checkoutPersonalDataSchema(today?: CalendarDate) {
  return lazySchema(() =>
    z.extend(z.extend(z.extend(checkoutNameSchema, { email: emailField }), checkoutBirthDateSchema(today).shape), checkoutMotherNameSchema.shape));
}

/** /checkout/oferta-indisponivel/: one of the plans sold at the address. */
export const checkoutOfferSchema = lazySchema(() =>
  z.object({
    idPlan: z.string({ error: M.offerRequired }).check(z.minLength(1, { error: M.offerRequired })),
  }));

/** /checkout/validacao/: every question of the risk quiz answered; fields a0, a1… in order. */
export function checkoutQuizSchema(questionCount: number) {
  return lazySchema(() => {
    const answer = z.string({ error: M.quizAnswerRequired }).check(z.minLength(1, { error: M.quizAnswerRequired }));
    return z.object(Object.fromEntries(Array.from({ length: questionCount }, (_, index) => [quizFieldName(index), answer])));
  });
}

