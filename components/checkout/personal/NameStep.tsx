"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { TextField } from "@/components/ui/TextField";
import { loadForms, TEXT_LIMITS } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/** /checkout/nome/: the full name (PATCH lead-v2/{id}/name). */
export function NameStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.checkoutNameSchema)), values: { name: checkout.state.name }, resetOptions: { keepDirtyValues: true } });
  const onSubmit = form.handleSubmit((v) => checkout.save({ name: v.name }, "name"));
  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Como está no seu documento de identidade.</p>} onSubmit={onSubmit} formBeforeReady>
      <TextField {...form.register("name")} label="Nome completo" autoComplete="name" limit={TEXT_LIMITS.name} error={form.formState.errors.name?.message} />
    </StepFrame>
  );
}
