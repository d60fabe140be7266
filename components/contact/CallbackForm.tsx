"use client";

import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { CallRequestedDrawer } from "@/components/landing/sections/lead/CallRequestedDrawer";
import { usePurchase } from "@/components/providers/StoreProvider";
import { Button } from "@/components/ui/Button";
import { zodForm } from "@/components/ui/forms";
import { FormAlert } from "@/components/ui/FormAlert";
import { PhoneField } from "@/components/ui/PhoneField";
import { useAttempt } from "@/components/ui/useAttempt";
import { api, supportRequestPayload } from "@/lib/api";
import { OFFICIAL_SALES_PREFIX } from "@/lib/contact";
import { loadForms } from "@/lib/validation/rules";
import frame from "@/components/ui/ScreenFrame.module.css";
import { Form } from "@/components/ui/Form";

/**
 * A callback request (POST supportRequest): the phone, then the 'call requested' drawer
 * (marketing §1) over the confirmation that stays in the page, or the failure with
 * "Tentar novamente". The phone the visitor already gave fills the field in.
 */
export function CallbackForm({ submitLabel = "Quero receber uma ligação", idPrefix = "callback" }: { submitLabel?: string; idPrefix?: string }) {
  const storedPhone = usePurchase((s) => s.phone);
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.callbackSchema)), values: { phone: storedPhone }, resetOptions: { keepDirtyValues: true } });
  const { busy, error, attempt } = useAttempt();
  const [done, setDone] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The submit button that opened the drawer is gone once the request is accepted: focus comes
  // back to the confirmation that replaced the form, not to the top of the page.
  // (After the drawer has closed: while it is open the page behind it is inert.)
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done && !drawerOpen) confirmation.current?.focus();
  }, [done, drawerOpen]);
  // Each answer remounts the alert, so a repeated failure is announced again.
  const [answers, setAnswers] = useState(0);

  // A retry sends the phone as the field holds it now (the visitor may have corrected it).
  const send = (phone: string) =>
    attempt(async () => {
      const result = await api.supportRequest(supportRequestPayload(phone));
      setAnswers((n) => n + 1);
      if (!result.ok) return result.error;
      setDone(true);
      setDrawerOpen(true);
      return null;
    });

  const onSubmit = form.handleSubmit(async (v) => {
    if (busy) return;
    await send(form.getValues("phone") || v.phone);
  });

  if (done) {
    return (
      <div ref={confirmation} tabIndex={-1}>
        <FormAlert
          tone="success"
          message={
            <>
              Pedido recebido! Um consultor da TIM vai ligar para você em breve. Nossas ligações vêm de números oficiais que começam com{" "}
              <strong>{OFFICIAL_SALES_PREFIX}</strong>.
            </>
          }
        />
        <CallRequestedDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
        />
      </div>
    );
  }

  return (
    <Form className={frame.body} onSubmit={onSubmit} aria-label="Pedido de ligação" id={idPrefix}>
      <PhoneField
        control={form.control}
        name="phone"
        placeholder="(11) 91234-5678"
        error={form.formState.errors.phone?.message}
      />
      {error && (
        <FormAlert
          key={answers}
          message={error.message}
          onRetry={error.retryable ? () => void send(form.getValues("phone")) : undefined}
          retrying={busy}
        />
      )}
      <Button type="submit" variant="primary" fullWidth state={busy ? "loading" : "default"}>
        {submitLabel}
      </Button>
    </Form>
  );
}
