"use client";

import type { ScreenProps } from "@/lib/routing";
import type { FormEvent } from "react";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import styles from "../steps.module.css";

/**
 * /checkout/instalacao/: how the installation goes, then on to the installation dates (plans
 * with scheduling) or to the summary.
 */
export function InstallationInfoStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const schedule = Boolean(checkout.state.planoSelected?.installationSchedule);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    checkout.next();
  };
  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Um técnico vai até o seu endereço para instalar a fibra. Veja como funciona:</p>}
      onSubmit={onSubmit}
      submitLabel={schedule ? "Escolher as datas" : "Continuar"}
    >
      <ol className={styles.steps}>
        <li>
          <strong>Agendamento</strong>
          {schedule
            ? "Você indica até três opções de data e período, e nossa equipe confirma uma delas com você por telefone."
            : "Depois da confirmação do pedido, nossa equipe liga para combinar o dia e o período da visita."}
        </li>
        <li>
          <strong>No dia da visita</strong>
          O técnico leva o cabo de fibra da rua até o imóvel, instala o ponto de fibra e o modem Wi-Fi e testa a conexão com você.
        </li>
        <li>
          <strong>O que você precisa</strong>
          Uma pessoa maior de 18 anos no local, com um documento com foto, e uma tomada perto de onde o modem vai ficar.
        </li>
      </ol>
    </StepFrame>
  );
}
