"use client";

import type { ScreenProps } from "@/lib/routing";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { zodForm } from "@/components/ui/forms";
import { MaskedField } from "@/components/ui/MaskedField";
import { api, collaboratorValidatePayload, isValueRefusal } from "@/lib/api";
import { nextStep } from "@/lib/funnel/checkout-path";
import { MASKS, MAX_LENGTH, loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { funnelContext } from "@/lib/funnel/context";
import { useCheckout } from "../useCheckout";
import styles from "./personal.module.css";

/** Seconds before "Reenviar código" works again after a code was sent. */
export const RESEND_COOLDOWN_S = 30;

/** sessionStorage: when the last code was sent for a lead (a reload does not send another at once). */
const sentKey = (leadId: string) => `ultrafibra-collaborator-code-sent:${leadId}`;

export function secondsLeft(leadId: string | null, now: number): number {
  if (!leadId || !now) return 0;
  const sentAt = Number(window.sessionStorage.getItem(sentKey(leadId)) ?? 0);
  return Math.max(0, Math.ceil((sentAt + RESEND_COOLDOWN_S * 1000 - now) / 1000));
}

// A one-second clock for the countdown, shared by whoever shows one; 0 on the server.
let clock = 0;
let ticker: number | undefined;
const listeners = new Set<() => void>();
function subscribeClock(listener: () => void) {
  listeners.add(listener);
  if (ticker === undefined) {
    clock = Date.now();
    ticker = window.setInterval(() => {
      clock = Date.now();
      listeners.forEach((l) => l());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      window.clearInterval(ticker);
      ticker = undefined;
    }
  };
}
const useClock = () => useSyncExternalStore(subscribeClock, () => clock, () => 0);


/**
 * /checkout/confirmacao-colaborador/ (oferta-colaborador, addon.requiresCollaboratorCode): on
 * entering, a code is sent (GET lead/collaborator/getNewcode/{id}) unless one was sent less than
 * RESEND_COOLDOWN_S ago; "Reenviar código" sends a new one after the same wait. The 6 digits go to
 * PATCH lead/collaborator/validate: success → collaboratorValidated true → data-nascimento;
 * a refusal → collaboratorValidated false and the server's message under the field (funnel §4,
 * §8). Until validated, the step guard sends any later step back here (or to an earlier one).
 */
export function CollaboratorCodeStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { ready, store, attempt, state } = checkout;
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.collaboratorCodeSchema)), defaultValues: { code: "" } });
  const now = useClock();
  // Bumped when a code is sent, so the countdown starts without waiting for the next tick.
  const [sentAt, setSentAt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const started = useRef(false);

  const send = useCallback(
    (again: boolean) =>
      attempt(async () => {
        const leadId = store.getState().leadId;
        if (!leadId) return { kind: "rejected", message: "Seu pedido não foi encontrado. Comece novamente pelo CEP.", retryable: false };
        const result = await api.collaboratorNewCode(leadId);
        if (!result.ok) return result.error;
        const at = Date.now();
        window.sessionStorage.setItem(sentKey(leadId), String(at));
        setSentAt(at);
        setNotice(again ? "Enviamos um novo código. O anterior deixa de valer." : null);
        // The old code and its "Código inválido" were about the code that no longer counts.
        // A fresh form, not only the field: the refused submit would re-check the emptied field at once.
        if (again) form.reset({ code: "" });
        return null;
      }),
    [attempt, store, form],
  );

  // On entering: send a code, unless this lead is already validated or one was just sent.
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const s = store.getState();
    if (s.collaboratorValidated) return;
    if (secondsLeft(s.leadId, Date.now()) === 0) void send(false);
  }, [ready, store, send]);

  // Read from sessionStorage, so a reload keeps counting down; only once the order is restored.
  const cooldown = ready ? secondsLeft(state.leadId, Math.max(now, sentAt)) : 0;

  const proceed = () => checkout.go(nextStep(route.key, funnelContext(addon, store.getState())));

  const validated = state.collaboratorValidated;
  const validate = form.handleSubmit(async (v) => {
    setNotice(null);
    await attempt(async () => {
      const leadId = store.getState().leadId;
      if (!leadId) return { kind: "rejected", message: "Seu pedido não foi encontrado. Comece novamente pelo CEP.", retryable: false };
      const result = await api.collaboratorValidate(collaboratorValidatePayload(leadId, v.code));
      store.getState().update({ collaboratorValidated: result.validated });
      if (!result.ok) {
        // Refusals of the code (wrong, expired, too many tries) go under the field; faults, once, in the alert.
        if (!isValueRefusal(result.error)) return result.error;
        form.setError("code", { message: result.error.message }, { shouldFocus: true });
        return null;
      }
      proceed();
      return null;
    });
  });

  // Already validated (Back from a later step): nothing to type, "Continuar" goes on.
  const onSubmit = validated
    ? (event: FormEvent) => {
        event.preventDefault();
        proceed();
      }
    : validate;
  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={
        <p>
          Enviamos um código de 6 números para {state.email ? <strong className={styles.nowrap}>{state.email}</strong> : "o seu e-mail"}. Ele vale
          por alguns minutos.
        </p>
      }
      onSubmit={onSubmit}
      footer={
        !validated && (
          <div className={styles.resend}>
            <p className={styles.muted}>Não recebeu? Confira a caixa de spam ou peça outro código.</p>
            <Button
              variant="secondary"
              className={cooldown > 0 ? styles.waiting : undefined}
              aria-disabled={cooldown > 0 || checkout.busy || undefined}
              // As StepFrame's submit: the code field's message must not move this button mid-click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                if (cooldown > 0 || checkout.busy) return;
                void send(true);
              }}
            >
              {cooldown > 0 ? `Reenviar código em ${cooldown} s` : "Reenviar código"}
            </Button>
          </div>
        )
      }
    >
      {validated && <FormAlert tone="success" message="Seu código já foi confirmado. Pode continuar." />}
      {notice && <FormAlert tone="info" message={notice} />}
      {!validated && (
        <MaskedField
          control={form.control}
          name="code"
          label="Código de confirmação"
          hint="6 números."
          mask={MASKS.collaboratorCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MAX_LENGTH.collaboratorCode}
        />
      )}
    </StepFrame>
  );
}
