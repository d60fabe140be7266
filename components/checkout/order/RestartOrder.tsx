"use client";

import { useRef, useState } from "react";
import { useAttempt } from "@/components/ui/useAttempt";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { api, removePayload } from "@/lib/api";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import type { Checkout } from "../useCheckout";
import styles from "../steps.module.css";

/**
 * "Recomeçar pedido": after a confirmation on the page itself, deletes the lead (DELETE lead with
 * id, CEP and phone), forgets its id in localStorage, empties the store (the address-send flag
 * back to true) and goes to the addon home. A lead the backend no longer has counts as deleted.
 */
export function RestartOrder({ checkout }: { checkout: Checkout }) {
  const [open, setOpen] = useState(false);
  const { busy, error, attempt, retry } = useAttempt();
  const toggle = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLParagraphElement>(null);

  const restart = () =>
    attempt(async () => {
      const s = checkout.store.getState();
      if (s.leadId) {
        const result = await api.leadDelete(removePayload(s.leadId, s));
        if (!result.ok && result.error.status !== 404) return result.error;
      }
      window.localStorage.removeItem(LEAD_ID_KEY);
      checkout.store.getState().reset();
      checkout.go("");
      return null;
    });

  return (
    <div className={open ? styles.danger : styles.restart}>
      <Button
        ref={toggle}
        variant="link"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
          if (!open) requestAnimationFrame(() => message.current?.focus());
        }}
      >
        Recomeçar pedido
      </Button>
      {open && (
      <div className={styles.section}>
        <p ref={message} tabIndex={-1}>
          Os dados deste pedido serão apagados e você volta para a página inicial para começar de novo. Quer mesmo recomeçar?
        </p>
        {error && <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />}
        <div className={styles.actions}>
          <Button variant="secondary" state={busy ? "loading" : "default"} onClick={() => void restart()}>
            Sim, apagar e recomeçar
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            Cancelar
          </Button>
        </div>
      </div>
      )}
    </div>
  );
}
