"use client";

import type { ScreenProps } from "@/lib/routing";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { BirthDateField } from "@/components/ui/BirthDateField";
import { loadForms, todayInBrazil, withFullYear } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/data-nascimento/: dd/mm/yyyy that exists on the calendar ("Data inválida"), of an
 * adult (PATCH lead-v2/{id}/birthDate as yyyy-mm-dd). Kept in memory only; restored from the lead.
 */
export function BirthDateStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  // "Today" is read when the form checks, in Brasília time (lib/validation).
  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutBirthDateSchema()), []);
  const form = useForm({ ...zodForm(schema), values: { birthDate: checkout.state.birthDate }, resetOptions: { keepDirtyValues: true } });
  // With its full year: Enter can send "01/01/90" before the field completes it on leaving.
  const onSubmit = form.handleSubmit(() => checkout.save({ birthDate: withFullYear(form.getValues("birthDate"), todayInBrazil()) }, "birthDate"));
  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Para contratar é preciso ter 18 anos ou mais.</p>} onSubmit={onSubmit} formBeforeReady>
      <BirthDateField control={form.control} name="birthDate" />
    </StepFrame>
  );
}
