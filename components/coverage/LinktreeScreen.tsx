"use client";

import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import type { ScreenProps } from "@/components/screens/types";
import { addonPrefix } from "@/lib/addons";
import { STEP } from "@/lib/funnel/steps";
import { SUPPORT_FIBRE, SUPPORT_MOBILE, TELEVENDAS, telHref } from "@/lib/contact";
import { pathFor } from "@/lib/routing";
import { useWhatsApp } from "./useWhatsApp";
import styles from "./Coverage.module.css";

/** /linktree/: one page of links for social profiles — coverage, plans, WhatsApp, documents, support. */
export function LinktreeScreen({ addon, route }: ScreenProps) {
  const whatsapp = useWhatsApp(addon);
  const prefix = addonPrefix(addon);
  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={<p>Tudo o que você precisa da TIM Ultrafibra em um só lugar.</p>}>
      <nav aria-label="Links úteis">
        <ul className={styles.links}>
          <li>
            <Link className={styles.linkItem} href={pathFor(addon.id, STEP.consultarCoberturaCep)}>
              Consultar cobertura no meu endereço
            </Link>
          </li>
          <li>
            <Link className={styles.linkItem} href={`${prefix}/#planos`}>
              Ver planos de internet fibra
            </Link>
          </li>
          {whatsapp && (
            <li>
              <a className={styles.linkItem} href={whatsapp} target="_blank" rel="noopener noreferrer">
                Contratar pelo WhatsApp<span className="visually-hidden"> (abre em nova aba)</span>
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
              Televendas: {TELEVENDAS}
            </a>
          </li>
          <li>
            <a className={styles.linkItem} href={telHref(SUPPORT_FIBRE)}>
              Suporte TIM Ultrafibra: {SUPPORT_FIBRE}
            </a>
          </li>
          <li>
            <a className={styles.linkItem} href={telHref(SUPPORT_MOBILE)}>
              Atendimento TIM móvel: {SUPPORT_MOBILE}
            </a>
          </li>
          <li>
            <Link className={styles.linkItem} href={pathFor(addon.id, "regulamentos")}>
              Regulamentos e contratos
            </Link>
          </li>
        </ul>
      </nav>
    </ScreenFrame>
  );
}
