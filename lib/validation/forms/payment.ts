import { z } from "zod";
import { lazySchema } from "../lazySchema";
import { accountField, agencyField, bankCodeField, dueDayField } from "../fields";
import { MESSAGES as M } from "../messages";

/** /checkout/data-de-vencimento/: one of DUE_DAYS (radio value "10" → due_date "10"). */
export const checkoutDueDateSchema = lazySchema(() =>
  z.object({ dueDay: dueDayField }));

/** /checkout/ativar-debito/: yes or no, no default; the answer decides the next step. */
export const checkoutDirectDebitSchema = lazySchema(() =>
  z.object({
    directDebit: z.boolean({ error: M.directDebitRequired }),
  }));

/**
 * /checkout/conta-debito/: bank, agency and account. Pass the codes of GET banks so a bank outside
 * the list is refused; without them (a server re-check) any three-digit code passes.
 */
export function checkoutBankAccountSchema(bankCodes?: readonly string[]) {
  return lazySchema(() =>
    z.object({
      bank: bankCodeField(bankCodes),
      agency: agencyField,
      account: accountField,
    }));
}

export type CheckoutDueDateInput = z.input<typeof checkoutDueDateSchema>;
export type CheckoutDueDateOutput = z.output<typeof checkoutDueDateSchema>;
export type CheckoutDirectDebitInput = z.input<typeof checkoutDirectDebitSchema>;
export type CheckoutDirectDebitOutput = z.output<typeof checkoutDirectDebitSchema>;
export type CheckoutBankAccountInput = z.input<ReturnType<typeof checkoutBankAccountSchema>>;
export type CheckoutBankAccountOutput = z.output<ReturnType<typeof checkoutBankAccountSchema>>;
