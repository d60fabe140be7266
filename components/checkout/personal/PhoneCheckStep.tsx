"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { PhoneField } from "@/components/ui/PhoneField";
import { loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/consulta-telefone/ ("Alterar dados pessoais" on the summary): the visitor confirms
 * the order's phone, or corrects it (PATCH lead-v2/{id}/phone), then edits the other personal
 * data on dados-pessoais.
 */
export function PhoneCheckStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.checkoutPhoneSchema)), values: { phone: checkout.state.phone }, resetOptions: { keepDirtyValues: true } });
  const onSubmit = form.handleSubmit(() => checkout.save({ phone: form.getValues("phone") }, "phone"));
  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>É por este número que vamos falar com você sobre o pedido e a instalação. Se ele mudou, corrija antes de continuar.</p>}
      onSubmit={onSubmit}
      formBeforeReady
      submitLabel="Confirmar telefone"
    >
      <PhoneField
        control={form.control}
        name="phone"
        hint="Celular ou fixo."
      />
    </StepFrame>
  );
}
