"use client";

import type { ScreenProps } from "@/lib/routing";
import { AddressSummary } from "@/components/address/AddressSummary";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { useEffect, useRef, useState } from "react";
import { useAttempt } from "@/components/ui/useAttempt";
import { useForm } from "react-hook-form";
import { STEP } from "@/lib/funnel/steps";
import { Button } from "@/components/ui/Button";
import { zodForm } from "@/components/ui/forms";
import { FormAlert } from "@/components/ui/FormAlert";
import { PhoneField } from "@/components/ui/PhoneField";
import { Spinner } from "@/components/ui/Spinner";
import { EmailField } from "@/components/ui/EmailField";
import { TextField } from "@/components/ui/TextField";
import { api, noCoverageUpdatePayload, removePayload } from "@/lib/api";
import { trackNoCoverage } from "@/lib/tracking";
import { loadForms, TEXT_LIMITS } from "@/lib/validation/rules";
import { CallbackForm } from "../contact/CallbackForm";
import { useCoverage } from "./useCoverage";
import frame from "@/components/ui/ScreenFrame.module.css";
import styles from "./Coverage.module.css";
import { Form } from "@/components/ui/Form";

type Phase = "form" | "saved" | "removed";

/**
 * /consultar-cobertura/sem-cobertura/ (content not shown in the spec; ours): says that the fibre
 * does not reach the address yet and that the interest was saved (the no-coverage lead, POSTed by
 * the availability check), asks how to warn the visitor (PUT lead-no-coverage with name, e-mail
 * and phone), lets them withdraw ('Não quero ser avisado' → DELETE lead-no-coverage), offers a
 * callback and another address. checkout_semcobertura is tracked once per visit.
 */
export function NoCoverageScreen({ addon, route }: ScreenProps) {
  const { state, store, hydrated, href } = useCoverage(addon);
  const leadId = state.noCoverageLeadId;
  const [phase, setPhase] = useState<Phase>("form");
  // Two calls, each with its own busy state, error and retry; starting one clears the other's error.
  const saving = useAttempt();
  const removing = useAttempt();
  const busy = saving.busy || removing.busy;
  const tracked = useRef(false);

  useEffect(() => {
    if (tracked.current) return;
    tracked.current = true;
    trackNoCoverage();
  }, []);

  const form = useForm({
    ...zodForm(() => loadForms().then((f) => f.landingLeadSchema)),
    values: { name: state.name, email: state.email, phone: state.phone },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;

  const save = () => {
    if (!leadId) return;
    removing.clear();
    void saving.attempt(async () => {
      const typed = form.getValues();
      store.getState().update({ name: typed.name.trim(), email: typed.email.trim(), phone: typed.phone });
      const result = await api.noCoverageUpdate(noCoverageUpdatePayload(leadId, store.getState()));
      if (!result.ok) return result.error;
      setPhase("saved");
      return null;
    });
  };

  const remove = () => {
    if (!leadId) return;
    saving.clear();
    void removing.attempt(async () => {
      const result = await api.noCoverageDelete(removePayload(leadId, store.getState()));
      if (!result.ok) return result.error;
      store.getState().update({ noCoverageLeadId: null });
      setPhase("removed");
      return null;
    });
  };

  const onSubmit = form.handleSubmit(() => save());

  return (
    <ScreenFrame
      screen={route.key}
      title={route.heading}
      intro={
        <>
          <p>A fibra da TIM Ultrafibra ainda não está disponível neste endereço:</p>
          {hydrated && <AddressSummary state={state} />}
        </>
      }
    >
      {!hydrated ? (
        <Spinner />
      ) : (
        <>
          {phase === "removed" ? (
            <FormAlert tone="info" message="Tudo certo: apagamos seu pedido de aviso e não vamos entrar em contato sobre este endereço." />
          ) : leadId ? (
            <div className={styles.card}>
              <h2 className={styles.cardTitle}>Guardamos o seu interesse</h2>
              <p>
                Estamos sempre ampliando a rede. Registramos o seu endereço e avisamos você assim que a TIM Ultrafibra chegar aí.
              </p>
              {phase === "saved" ? (
                <FormAlert tone="success" message="Pronto! Seus dados foram salvos. Vamos avisar você por e-mail e telefone assim que a fibra chegar ao seu endereço." />
              ) : (
                <Form className={frame.body} onSubmit={onSubmit} aria-label="Dados para o aviso">
                  <p className={styles.muted}>Confira como podemos falar com você:</p>
                  <TextField {...form.register("name")} label="Nome completo" autoComplete="name" limit={TEXT_LIMITS.name} error={errors.name?.message} />
                  <EmailField {...form.register("email")} error={errors.email?.message} />
                  <PhoneField
                    control={form.control}
                    name="phone"
                    error={errors.phone?.message}
                  />
                  {saving.error && <FormAlert message={saving.error.message} onRetry={saving.error.retryable ? saving.retry : undefined} retrying={busy} />}
                  <Button type="submit" variant="primary" fullWidth state={saving.busy ? "loading" : "default"}>
                    Quero ser avisado
                  </Button>
                </Form>
              )}
              <Button variant="ghost" state={removing.busy ? "loading" : "default"} onClick={remove}>
                Não quero ser avisado
              </Button>
              {removing.error && <FormAlert message={removing.error.message} onRetry={removing.error.retryable ? removing.retry : undefined} retrying={busy} />}
            </div>
          ) : (
            <p>
              Consulte o CEP do seu endereço para registrarmos o seu interesse: <Link href={href(STEP.consultarCoberturaCep)}>consultar cobertura</Link>.
            </p>
          )}
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>Prefere falar com a gente?</h2>
            <p>Deixe seu telefone e um consultor liga para você para tirar dúvidas e ver outras opções.</p>
            <CallbackForm />
          </div>
          <p>
            <Link href={href(STEP.consultarCoberturaCep)}>Consultar outro endereço</Link>
          </p>
        </>
      )}
    </ScreenFrame>
  );
}
