"use client";

import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";
import { telHref, televendas } from "@/lib/contact";
import { pathFor, type ScreenProps } from "@/lib/routing";
import { LinkItem } from "./LinkItem";
import { useWhatsApp } from "./useWhatsApp";
import styles from "../coverage/Coverage.module.css";

/** How long "Abrindo o atendimento…" shows before the alternatives. */
export const CHAT_FALLBACK_MS = 2000;

/**
 * /chat/ and /chat-tct/ (loading layout): the hand-over to the chat channel. There is no external
 * chat in this build, so after 2 s the page offers the channels that exist: WhatsApp, a callback,
 * the sales number.
 */
export function ChatScreen({ addon, route }: ScreenProps) {
  const whatsapp = useWhatsApp(addon);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setFallback(true), CHAT_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <ScreenFrame screen={route.key} title={route.heading}>
      {!fallback ? (
        <p role="status" className={styles.actions}>
          <Spinner decorative />
          <span>Abrindo o atendimento…</span>
        </p>
      ) : (
        <div className={styles.card} role="status">
          <h2 className={styles.cardTitle}>Fale com a gente por outro canal</h2>
          <p>O chat não abriu por aqui. Escolha como prefere ser atendido:</p>
          <ul className={styles.links}>
            {whatsapp && (
              <LinkItem kind="new-tab" href={whatsapp}>
                Conversar pelo WhatsApp
              </LinkItem>
            )}
            <LinkItem href={pathFor(addon.id, "receber-ligacao")}>Receber uma ligação</LinkItem>
            <LinkItem kind="call" href={telHref(televendas())}>
              Ligar para {televendas()}
            </LinkItem>
          </ul>
        </div>
      )}
    </ScreenFrame>
  );
}
