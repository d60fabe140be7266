"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { PhoneField } from "@/components/ui/PhoneField";
import { loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/telefone/: the contact phone, mobile (11) 98765-4321 or landline (11) 3456-7890
 * (PATCH lead-v2/{id}/phone). The store keeps the masked text; the payload sends digits.
 */
export function PhoneStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.checkoutPhoneSchema)), values: { phone: checkout.state.phone }, resetOptions: { keepDirtyValues: true } });
  const onSubmit = form.handleSubmit(() => checkout.save({ phone: form.getValues("phone") }, "phone"));
  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Vamos usar para falar com você sobre o pedido e a instalação.</p>} onSubmit={onSubmit} formBeforeReady>
      <PhoneField
        control={form.control}
        name="phone"
        hint="Celular ou fixo."
      />
    </StepFrame>
  );
}
