"use client";

import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { addonPrefix } from "@/lib/addons";
import { STEP } from "@/lib/funnel/steps";
import { SUPPORT_FIBRE, SUPPORT_MOBILE, telHref, televendas } from "@/lib/contact";
import { pathFor, type ScreenProps } from "@/lib/routing";
import { LinkItem } from "./LinkItem";
import { useWhatsApp } from "./useWhatsApp";
import styles from "../coverage/Coverage.module.css";

/** /linktree/: one page of links for social profiles — coverage, plans, WhatsApp, documents, support. */
export function LinktreeScreen({ addon, route }: ScreenProps) {
  const whatsapp = useWhatsApp(addon);
  const prefix = addonPrefix(addon);
  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={<p>Tudo o que você precisa da TIM Ultrafibra em um só lugar.</p>}>
      <nav aria-label="Links úteis">
        <ul className={styles.links}>
          <LinkItem href={pathFor(addon.id, STEP.consultarCoberturaCep)}>Consultar cobertura no meu endereço</LinkItem>
          <LinkItem href={`${prefix}/#planos`}>Ver planos de internet fibra</LinkItem>
          {whatsapp && (
            <LinkItem kind="new-tab" href={whatsapp}>
              Contratar pelo WhatsApp
            </LinkItem>
          )}
          <LinkItem href={pathFor(addon.id, "receber-ligacao")}>Receber uma ligação</LinkItem>
          <LinkItem kind="call" href={telHref(televendas())}>
            Televendas: {televendas()}
          </LinkItem>
          <LinkItem kind="call" href={telHref(SUPPORT_FIBRE)}>
            Suporte TIM Ultrafibra: {SUPPORT_FIBRE}
          </LinkItem>
          <LinkItem kind="call" href={telHref(SUPPORT_MOBILE)}>
            Atendimento TIM móvel: {SUPPORT_MOBILE}
          </LinkItem>
          <LinkItem href={pathFor(addon.id, "regulamentos")}>Regulamentos e contratos</LinkItem>
        </ul>
      </nav>
    </ScreenFrame>
  );
}
