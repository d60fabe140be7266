"use client";

import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { PhoneField } from "@/components/ui/PhoneField";
import SiteLink from "@/components/ui/SiteLink";
import { zodForm } from "@/components/ui/forms";
import { useAttempt } from "@/components/ui/useAttempt";
import { api, createFromRentaPayload, MESSAGES, type ApiError } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { LEAD_ID_KEY, stateFromLead } from "@/lib/funnel/restore";
import { STEP } from "@/lib/funnel/steps";
import { loadForms } from "@/lib/validation/rules";
import type { Checkout } from "../useCheckout";
import styles from "../steps.module.css";
import { Form } from "@/components/ui/Form";

/** What the visitor can do after each answer of createFromRenta that is not a lead. */
const FOLLOW_UP: Record<string, string> = {
  [MESSAGES.rentaNoUser]: "Não encontramos um cadastro com este número. Sem problema: continue pelo CEP da instalação.",
  [MESSAGES.rentaNoCoverage]: "A fibra ainda não chega ao endereço do seu cadastro. Podemos ligar para você com outras opções.",
};

/**
 * The phone-first door of the cart (POST lead/createFromRenta): a visitor already in
 * the operator's base types their mobile number, and the order starts from the data the operator
 * has (address, phone) instead of from the CEP. A lead comes back: it becomes the order (its id
 * kept like any other, the store filled from it) and the summary's guard takes the visitor to
 * the first step still to do. "Sem dados do usuário" and "Sem cobertura" are answers, not
 * faults: they are shown with the way forward and no "Tentar novamente"; a transport failure is
 * shown with it.
 */
export function RentaLookup({ checkout, plan }: { checkout: Checkout; plan: Plan }) {
  const { store, go, href } = checkout;
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.checkoutPhoneSchema)), defaultValues: { phone: "" } });
  const { busy, error, attempt, retry } = useAttempt();

  const onSubmit = form.handleSubmit(() =>
    attempt(async (): Promise<ApiError | null> => {
      const query = new URLSearchParams(window.location.search);
      const result = await api.createFromRenta(createFromRentaPayload(plan.id, form.getValues("phone"), query, window.location.pathname));
      if (!result.ok) return result.error;
      const { lead } = result.data;
      window.localStorage.setItem(LEAD_ID_KEY, String(lead.id));
      // The Renta lead already carries its address: the next save must not send it again.
      store.getState().update({ ...stateFromLead(lead, [plan]), leadId: String(lead.id), sendAddress: false });
      go(STEP.checkoutConfirmacao);
      return null;
    }),
  );

  const answer = error && FOLLOW_UP[error.message];
  return (
    <Form className={styles.renta} onSubmit={onSubmit} aria-labelledby="renta-title">
      <h2 id="renta-title" className={styles.rentaTitle}>
        Já é cliente TIM? Agilize com o seu celular
      </h2>
      <p className={styles.rentaText}>Buscamos o endereço e os dados do seu cadastro para você não digitar tudo de novo.</p>
      <PhoneField
        control={form.control}
        name="phone"
        label="Celular com DDD"
      />
      {error &&
        (answer ? (
          <FormAlert
            tone="info"
            message={
              <>
                {/* The spec's text exactly as written, then ours on its own line. */}
                <strong>{error.message}</strong>
                <br />
                {answer}
                {error.message === MESSAGES.rentaNoCoverage && (
                  <>
                    {" "}
                    <SiteLink href={href("receber-ligacao")}>Quero receber uma ligação</SiteLink>
                  </>
                )}
              </>
            }
          />
        ) : (
          <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />
        ))}
      <Button type="submit" variant="secondary" state={busy ? "loading" : "default"}>
        Buscar meus dados
      </Button>
    </Form>
  );
}
