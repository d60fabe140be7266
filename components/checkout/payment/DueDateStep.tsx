"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { isDueDay, loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { DueDayChoice } from "./PaymentFields";

/** /checkout/data-de-vencimento/: the invoice due day, one of DUE_DAYS (PATCH lead-v2/{id}/dueDate). */
export function DueDateStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const stored = checkout.state.dueDate;
  const form = useForm({
    ...zodForm(() => loadForms().then((f) => f.checkoutDueDateSchema)),
    values: { dueDay: isDueDay(stored) ? String(Number(stored)) : "" },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((v) => checkout.save({ dueDate: v.dueDay }, "dueDate"));
  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Escolha o dia do mês que fica melhor para pagar a sua fatura.</p>} onSubmit={onSubmit} formBeforeReady>
      <DueDayChoice control={form.control} />
    </StepFrame>
  );
}
