"use client";

import type { ScreenProps } from "@/lib/routing";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { CallbackForm } from "./CallbackForm";

/** /receber-ligacao/: a phone number → POST supportRequest; confirmation, or the failure with a retry. */
export function CallbackScreen({ route }: ScreenProps) {
  return (
    <ScreenFrame
      screen={route.key}
      title={route.heading}
      intro={<p>Informe seu telefone com DDD e um consultor da TIM liga para você para tirar dúvidas e ajudar na contratação.</p>}
    >
      <CallbackForm submitLabel="Quero receber uma ligação" />
    </ScreenFrame>
  );
}
