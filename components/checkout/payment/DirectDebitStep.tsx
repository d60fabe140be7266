"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { deviceInfo } from "@/lib/device/deviceInfo";
import { loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { DirectDebitChoice } from "./PaymentFields";

/**
 * /checkout/ativar-debito/: direct debit yes or no, with the plan's price each way. "Sim" goes on
 * to conta-debito, whose PATCH bankInfo carries the account; "Não" sends bankInfo now with
 * direct_debit false (and deviceInfo, as every bankInfo PATCH).
 */
export function DirectDebitStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const form = useForm({
    ...zodForm(() => loadForms().then((f) => f.checkoutDirectDebitSchema)),
    values: { directDebit: state.directDebitAnswered ? state.directDebit : undefined } as { directDebit: boolean },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((v) =>
    v.directDebit
      ? checkout.save({ directDebit: true, directDebitAnswered: true })
      : checkout.save({ directDebit: false, directDebitAnswered: true }, "bankInfo", { deviceInfo: deviceInfo() }),
  );
  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Com o débito automático, a fatura é paga na data de vencimento direto da sua conta corrente, sem risco de atraso.</p>}
      onSubmit={onSubmit}
      formBeforeReady
    >
      <DirectDebitChoice control={form.control} plan={state.planoSelected} />
    </StepFrame>
  );
}
