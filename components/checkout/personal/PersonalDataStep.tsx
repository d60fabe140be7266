"use client";

import type { ScreenProps } from "@/lib/routing";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { BirthDateField } from "@/components/ui/BirthDateField";
import { EmailField } from "@/components/ui/EmailField";
import { TextField } from "@/components/ui/TextField";
import { loadForms, TEXT_LIMITS, todayInBrazil, withFullYear } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/dados-pessoais/: name, e-mail, birth date and mother's name on one page, each sent
 * with its own PATCH (name, email, birthDate, motherName; a retry goes on from the one that
 * failed), then back to the summary. The CPF is not changed here: a different document is a
 * different customer, whose order starts again.
 */
export function PersonalDataStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutPersonalDataSchema()), []);
  const form = useForm({
    ...zodForm(schema),
    values: { name: state.name, email: state.email, birthDate: state.birthDate, motherName: state.motherName },
    resetOptions: { keepDirtyValues: true },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(() => {
    const v = form.getValues();
    return checkout.save(
      { name: v.name.trim(), email: v.email.trim(), birthDate: withFullYear(v.birthDate, todayInBrazil()), motherName: v.motherName.trim() },
      ["name", "email", "birthDate", "motherName"],
    );
  });
  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Corrija o que for preciso e salve. Os dados devem ser os do titular do pedido.</p>}
      onSubmit={onSubmit}
      formBeforeReady
      submitLabel="Salvar e voltar ao resumo"
    >
      <TextField {...form.register("name")} label="Nome completo" autoComplete="name" limit={TEXT_LIMITS.name} error={errors.name?.message} />
      <EmailField {...form.register("email")} error={errors.email?.message} />
      <BirthDateField control={form.control} name="birthDate" />
      <TextField {...form.register("motherName")} label="Nome completo da mãe" autoComplete="off" limit={TEXT_LIMITS.name} error={errors.motherName?.message} />
    </StepFrame>
  );
}
