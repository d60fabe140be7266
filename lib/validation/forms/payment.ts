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

/** The three questions of addon b's instalacao-pagamento, as its form holds them. */
export interface CheckoutInstallationPaymentValues {
  dueDay: string;
  directDebit: boolean;
  bank: string;
  agency: string;
  account: string;
}

const uncheckedBank = lazySchema(() => z.object({ bank: z.string(), agency: z.string(), account: z.string() }));

/**
 * /checkout/instalacao-pagamento/ (addon b): due day and direct debit always; the bank fields are
 * checked only with direct debit.
 */
export function checkoutInstallationPaymentSchema(
  directDebit: boolean,
  bankCodes?: readonly string[],
): z.ZodType<CheckoutInstallationPaymentValues, CheckoutInstallationPaymentValues> {
  return lazySchema(() => {
    const base = checkoutDueDateSchema.extend(checkoutDirectDebitSchema.shape);
    return directDebit ? base.extend(checkoutBankAccountSchema(bankCodes).shape) : base.extend(uncheckedBank.shape);
  });
}

export type CheckoutDueDateInput = z.input<typeof checkoutDueDateSchema>;
export type CheckoutDueDateOutput = z.output<typeof checkoutDueDateSchema>;
export type CheckoutDirectDebitInput = z.input<typeof checkoutDirectDebitSchema>;
export type CheckoutDirectDebitOutput = z.output<typeof checkoutDirectDebitSchema>;
export type CheckoutBankAccountInput = z.input<ReturnType<typeof checkoutBankAccountSchema>>;
export type CheckoutBankAccountOutput = z.output<ReturnType<typeof checkoutBankAccountSchema>>;
