"use client";

import { useWatch, type Control, type FieldErrors } from "react-hook-form";
import { ChoiceGroup, type ChoiceOption } from "@/components/ui/ChoiceGroup";
import { FormAlert } from "@/components/ui/FormAlert";
import { MaskedField } from "@/components/ui/MaskedField";
import type { Plan } from "@/lib/api/contract";
import { allowsCheckDigitX, DUE_DAYS, MASKS, TEXT_LIMITS } from "@/lib/validation/rules";
import type { BankList } from "./banks";
import { directDebitSaving, monthly } from "../order/format";
import { SelectField } from "./SelectField";
import styles from "../steps.module.css";

/**
 * The payment questions, shared by their own steps (data-de-vencimento, ativar-debito,
 * conta-debito) and addon b's combined instalacao-pagamento. Each takes the form's control; the
 * field names are fixed: dueDay, directDebit, bank, agency, account.
 */

// `any` context, as useForm's default, so any form's control fits.
/* eslint-disable @typescript-eslint/no-explicit-any */
type DueDayForm = { dueDay: string };
type DirectDebitForm = { directDebit?: boolean };
type BankForm = { bank: string; agency: string; account: string };

const DUE_OPTIONS: readonly ChoiceOption<string>[] = DUE_DAYS.map((day) => ({ value: String(day), label: `Dia ${day}` }));

export function DueDayChoice<T extends DueDayForm>({ control }: { control: Control<T, any, any> }) {
  return (
    <ChoiceGroup<DueDayForm, unknown, string>
      control={control as unknown as Control<DueDayForm, any, unknown>}
      name="dueDay"
      legend="Dia de vencimento"
      hint="A fatura vence nesse dia todo mês."
      options={DUE_OPTIONS}
      columns={2}
      className={styles.dueDays}
    />
  );
}

export function DirectDebitChoice<T extends DirectDebitForm>({ control, plan }: { control: Control<T, any, any>; plan: Plan | null }) {
  const withDebit = monthly(plan?.price_with_dacc);
  const without = monthly(plan?.price ?? plan?.price_with_dacc);
  const options: readonly ChoiceOption<boolean>[] = [
    {
      value: true,
      label: "Sim, quero débito automático",
      description: withDebit ? `A fatura é paga direto da sua conta no vencimento. Você paga ${withDebit}.` : "A fatura é paga direto da sua conta no vencimento.",
    },
    {
      value: false,
      label: "Não, prefiro pagar a fatura todo mês",
      description: without ? `Você paga ${without}.` : undefined,
    },
  ];
  const saving = plan ? directDebitSaving(plan) : null;
  return (
    <ChoiceGroup<DirectDebitForm, unknown, boolean>
      control={control as unknown as Control<DirectDebitForm, any, unknown>}
      name="directDebit"
      legend="Débito automático"
      hint={saving ? `Com débito automático, você economiza ${monthly(saving)}.` : undefined}
      options={options}
    />
  );
}

/**
 * Agency and account: a number with its check digit, which may be X where the bank allows it. A
 * number past its length is kept and the field says the limit, as the name fields do.
 */
const BANK_NUMBERS = [
  {
    name: "agency",
    label: "Agência",
    mask: MASKS.agency,
    limit: TEXT_LIMITS.agency,
    hint: "Com o dígito, se houver. Ex.: 1234-5",
    hintWithX: "Com o dígito, se houver (pode ser X). Ex.: 1234-X",
  },
  {
    name: "account",
    label: "Conta corrente",
    mask: MASKS.account,
    limit: TEXT_LIMITS.account,
    hint: "Com o dígito. Ex.: 12345-6",
    hintWithX: "Com o dígito (pode ser X). Ex.: 12345-X",
  },
] as const;

export function BankFields<T extends BankForm>({
  control,
  errors,
  banks,
}: {
  control: Control<T, any, any>;
  errors: FieldErrors<BankForm>;
  banks: BankList & { reload: () => void };
}) {
  const options = banks.banks.map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }));
  const bankControl = control as unknown as Control<BankForm, any, unknown>;
  // Banco do Brasil's check digit may be X: its fields get a keyboard with letters (a phone's
  // numeric pad has no X) and say so; other banks keep the numeric pad.
  const withX = allowsCheckDigitX(useWatch({ control: bankControl, name: "bank" }) ?? "");
  const keys = withX ? ({ inputMode: "text", autoCapitalize: "characters" } as const) : ({ inputMode: "numeric" } as const);
  return (
    <div className={styles.fields}>
      <SelectField
        control={bankControl}
        name="bank"
        label="Banco"
        placeholder={banks.status === "loading" ? "Carregando bancos…" : "Escolha o banco"}
        options={options}
        aria-busy={banks.status === "loading" || undefined}
        // A native select: a phone opens its own picker list, where typing letters does nothing,
        // so the hint describes the list (sorted by name, banks.ts), true on every device.
        hint="Escolha seu banco na lista, em ordem alfabética."
        error={errors.bank?.message}
        // Whether an X check digit is right depends on the bank: a field's message is checked
        // again when the bank changes (only a field showing one: the others stay untouched).
        deps={(["agency", "account"] as const).filter((f) => errors[f])}
      />
      {banks.status === "error" && (
        <FormAlert
          message={`Não conseguimos carregar a lista de bancos. ${banks.error.message}`}
          onRetry={banks.reload}
        />
      )}
      <div className={styles.pair}>
        {BANK_NUMBERS.map((f) => (
          <MaskedField
            key={f.name}
            control={bankControl}
            name={f.name}
            label={f.label}
            mask={f.mask}
            {...keys}
            autoComplete="off"
            limit={f.limit}
            hint={withX ? f.hintWithX : f.hint}
            error={errors[f.name]?.message}
          />
        ))}
      </div>
    </div>
  );
}
