"use client";

import type { ScreenProps } from "@/lib/routing";
import { Button } from "@/components/ui/Button";
import { STEP } from "@/lib/funnel/steps";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { ContactOptions } from "../personal/ContactOptions";
import styles from "../personal/personal.module.css";

/**
 * /checkout/validacao/erro2/: the quiz could not be answered now (the backend kept failing). The
 * order is kept on the server: the visitor can try the questions again or finish with a person.
 */
export function QuizUnavailableStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  return (
    <StepFrame checkout={checkout} title={route.heading}>
      <p className={styles.message}>
        Tivemos um problema para validar seus dados agora. Seu pedido continua salvo: tente de novo em alguns minutos ou fale com a gente.
      </p>
      <div className={styles.actions}>
        <Button href={checkout.href(STEP.checkoutValidacao)} variant="primary">
          Responder as perguntas de novo
        </Button>
      </div>
      <ContactOptions callbackHref={checkout.href("receber-ligacao")} />
    </StepFrame>
  );
}
