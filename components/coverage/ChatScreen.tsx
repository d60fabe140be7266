"use client";

import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { useEffect, useState } from "react";
import type { ScreenProps } from "@/components/screens/types";
import { Spinner } from "@/components/ui/Spinner";
import { TELEVENDAS, telHref } from "@/lib/contact";
import { pathFor } from "@/lib/routing";
import { useWhatsApp } from "./useWhatsApp";
import styles from "./Coverage.module.css";

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
              <li>
                <a className={styles.linkItem} href={whatsapp} target="_blank" rel="noopener noreferrer">
                  Conversar pelo WhatsApp<span className="visually-hidden"> (abre em nova aba)</span>
                </a>
              </li>
            )}
            <li>
              <Link className={styles.linkItem} href={pathFor(addon.id, "receber-ligacao")}>
                Receber uma ligação
              </Link>
            </li>
            <li>
              <a className={styles.linkItem} href={telHref(TELEVENDAS)}>
                Ligar para {TELEVENDAS}
              </a>
            </li>
          </ul>
        </div>
      )}
    </ScreenFrame>
  );
}
