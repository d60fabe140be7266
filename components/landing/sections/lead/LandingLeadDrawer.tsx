"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { usePurchase } from "@/components/providers/StoreProvider";
import { Button, type ButtonState } from "@/components/ui/Button";
import { Drawer } from "@/components/ui/Drawer";
import { zodForm } from "@/components/ui/forms";
import { EmailField } from "@/components/ui/EmailField";
import { PhoneField } from "@/components/ui/PhoneField";
import { TextField } from "@/components/ui/TextField";
import type { Addon } from "@/lib/addons";
import { STEP } from "@/lib/funnel/steps";
import { pathFor } from "@/lib/routing/paths";
import { loadForms, TEXT_LIMITS } from "@/lib/validation/rules";
import { withQuery } from "../urls";
import styles from "./Lead.module.css";
import { Form } from "@/components/ui/Form";

/** Marketing §9: the success state shows this long after 'Enviar'. */
export const LEAD_SUCCESS_DELAY_MS = 1200;

export const LEAD_DRAWER_TITLE = "Falta pouco! Informe seus dados";

export interface LandingLeadDrawerProps {
  addon: Pick<Addon, "id">;
  open: boolean;
  onClose: () => void;
}

/**
 * The landing's lead drawer (marketing §4-5): full name, e-mail and phone. 'Enviar' validates
 * (landingLeadSchema), shows loading, and 1.2 s later success; then the drawer closes, the
 * contact goes to the purchase store and the visitor continues at
 * {addon}/consultar-cobertura/nr-imovel/ with the page's query string, from the top.
 */
export function LandingLeadDrawer({ addon, open, onClose }: LandingLeadDrawerProps) {
  const router = useRouter();
  const update = usePurchase((s) => s.update);
  // What the visitor already gave (a return visit) fills the form in.
  const name = usePurchase((s) => s.name);
  const email = usePurchase((s) => s.email);
  const phone = usePurchase((s) => s.phone);
  const [state, setState] = useState<ButtonState>("default");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.landingLeadSchema)), defaultValues: { name, email, phone } });
  const { errors } = form.formState;
  const sent = state !== "default";

  const send = () => {
    if (state === "loading") return;
    setState("loading");
    // The values as validated, at the press: the fields are read-only from here, so nothing typed
    // in the success delay goes to the order unchecked. The store keeps what the visitor typed
    // (the masked phone), as the other steps do.
    const values = form.getValues();
    timer.current = window.setTimeout(() => {
      setState("success");
      update({ name: values.name.trim(), email: values.email.trim(), phone: values.phone });
      onClose();
      router.push(withQuery(pathFor(addon.id, STEP.consultarCoberturaNrImovel), window.location.search));
      window.scrollTo({ top: 0 });
    }, LEAD_SUCCESS_DELAY_MS);
  };

  return (
    <Drawer open={open} onClose={onClose} title={LEAD_DRAWER_TITLE} className={styles.drawer}>
      <Form className={styles.form} onSubmit={(event) => void form.handleSubmit(send)(event)}>
        <p className={styles.intro}>Com eles, seguimos com a consulta de disponibilidade no seu endereço.</p>
        <TextField
          {...form.register("name")}
          label="Nome completo"
          autoComplete="name"
          limit={TEXT_LIMITS.name}
          error={errors.name?.message}
          readOnly={sent}
        />
        <EmailField {...form.register("email")} error={errors.email?.message} readOnly={sent} />
        <PhoneField
          control={form.control}
          name="phone"
          error={errors.phone?.message}
          readOnly={sent}
        />
        <Button type="submit" state={state} successLabel="Enviado!" fullWidth>
          Enviar
        </Button>
      </Form>
    </Drawer>
  );
}
