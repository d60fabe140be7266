"use client";

import type { ScreenProps } from "@/lib/routing";
import { useForm } from "react-hook-form";
import { Checkbox } from "@/components/ui/Checkbox";
import { zodForm } from "@/components/ui/forms";
import { EmailField } from "@/components/ui/EmailField";
import { loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import styles from "./personal.module.css";

/**
 * /checkout/email/: the e-mail and two opt-ins (PATCH lead-v2/{id}/email): accept_promotions is
 * the store's acceptEmailOffers (unticked until the visitor ticks it), accept_information its
 * acceptPhoneContact (ticked by the coverage form's preselected consent, marketing §5).
 */
export function EmailStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const form = useForm({
    ...zodForm(() => loadForms().then((f) => f.checkoutEmailSchema)),
    values: { email: state.email, acceptPromotions: state.acceptEmailOffers, acceptInformation: state.acceptPhoneContact },
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = form.handleSubmit((v) =>
    checkout.save({ email: v.email, acceptEmailOffers: v.acceptPromotions, acceptPhoneContact: v.acceptInformation }, "email"),
  );
  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>É para ele que mandamos a confirmação do pedido.</p>} onSubmit={onSubmit} formBeforeReady>
      <EmailField {...form.register("email")} autoCapitalize="none" spellCheck={false} error={form.formState.errors.email?.message} />
      <fieldset className={styles.options}>
        <legend className={styles.legend}>Comunicações (opcional)</legend>
        <Checkbox {...form.register("acceptPromotions")} label="Quero receber ofertas e novidades por e-mail" />
        <Checkbox {...form.register("acceptInformation")} label="Aceito receber informações sobre meu pedido por SMS e WhatsApp" />
      </fieldset>
    </StepFrame>
  );
}
