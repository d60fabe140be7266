"use client";

import type { ScreenProps } from "@/lib/routing";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { deviceInfo } from "@/lib/device/deviceInfo";
import { loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { useBanks } from "./banks";
import { BankFields } from "./PaymentFields";

/**
 * /checkout/conta-debito/: bank (GET banks), agency and account for direct debit
 * (PATCH lead-v2/{id}/bankInfo with direct_debit true and deviceInfo).
 */
export function BankAccountStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const banks = useBanks();
  const codes = useMemo(() => (banks.status === "ready" ? banks.banks.map((b) => b.code) : undefined), [banks.status, banks.banks]);
  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutBankAccountSchema(codes)), [codes]);
  const form = useForm({
    ...zodForm(schema),
    values: { bank: state.bank?.code ?? "", agency: state.bankAccountAgency, account: state.bankAccountNr },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = form.handleSubmit((v) => {
    const bank = banks.banks.find((b) => b.code === v.bank) ?? { id: v.bank, code: v.bank, name: state.bank?.name ?? "" };
    return checkout.save(
      {
        directDebit: true,
        directDebitAnswered: true,
        bank: { id: bank.id, code: bank.code, name: bank.name },
        bankAccountAgency: form.getValues("agency"),
        bankAccountNr: form.getValues("account"),
      },
      "bankInfo",
      { deviceInfo: deviceInfo() },
    );
  });

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>A conta corrente precisa estar no nome de quem contrata o plano.</p>}
      onSubmit={onSubmit}
      formBeforeReady
    >
      <BankFields control={form.control} errors={form.formState.errors} banks={banks} />
    </StepFrame>
  );
}
