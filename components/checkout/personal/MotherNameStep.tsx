"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { TextField } from "@/components/ui/TextField";
import { loadForms, TEXT_LIMITS } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/** /checkout/nome-mae/: the mother's full name (PATCH lead-v2/{id}/motherName); memory only. */
export function MotherNameStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const form = useForm({
    ...zodForm(() => loadForms().then((f) => f.checkoutMotherNameSchema)),
    values: { motherName: checkout.state.motherName },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((v) => checkout.save({ motherName: v.motherName }, "motherName"));
  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Como está no seu documento. Usamos só para confirmar sua identidade.</p>} onSubmit={onSubmit} formBeforeReady>
      <TextField
        {...form.register("motherName")}
        label="Nome completo da mãe"
        autoComplete="off"
        autoCapitalize="words"
        limit={TEXT_LIMITS.name}
        error={form.formState.errors.motherName?.message}
      />
    </StepFrame>
  );
}
