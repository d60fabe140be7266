import * as z from "@/lib/validation/z";
import { lazySchema } from "../lazySchema";
import { checkDigitXProblems } from "../bank";
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

const X_MESSAGES = { agency: M.agencyCheckDigitX, account: M.accountCheckDigitX } as const;

/**
 * A check digit X only where the bank uses it (CHECK_DIGIT_X_BANKS: Banco do Brasil), reported on
 * the field that has it. Runs on the whole form because the rule needs the bank beside the number.
 */
function checkDigitXOnlyWhereUsed(ctx: z.core.ParsePayload<{ bank: string; agency: string; account: string }>) {
  for (const field of checkDigitXProblems(ctx.value)) {
    ctx.issues.push({ code: "custom", message: X_MESSAGES[field], input: ctx.value[field], path: [field] });
  }
}

const bankAccountShape = (bankCodes?: readonly string[]) => ({
  bank: bankCodeField(bankCodes),
  agency: agencyField,
  account: accountField,
});

/**
 * /checkout/conta-debito/: bank, agency and account. Pass the codes of GET banks so a bank outside
 * the list is refused; without them (a server re-check) any three-digit code passes.
 */
export function checkoutBankAccountSchema(bankCodes?: readonly string[]) {
  return lazySchema(() =>
    z.object(bankAccountShape(bankCodes)).check(checkDigitXOnlyWhereUsed));
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
): z.ZodMiniType<CheckoutInstallationPaymentValues, CheckoutInstallationPaymentValues> {
  return lazySchema(() => {
    const base = z.extend(checkoutDueDateSchema, checkoutDirectDebitSchema.shape);
    return directDebit
      ? z.extend(base, bankAccountShape(bankCodes)).check(checkDigitXOnlyWhereUsed)
      : z.extend(base, uncheckedBank.shape);
  });
}

export type CheckoutDueDateOutput = z.output<typeof checkoutDueDateSchema>;
export type CheckoutDirectDebitOutput = z.output<typeof checkoutDirectDebitSchema>;
