"use client";

import { Button } from "@/components/ui/Button";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { pathFor, type ScreenProps } from "@/lib/routing";
import { useRenewalStore } from "@/lib/store/renewal";
import { useMounted } from "../useMounted";
import styles from "../Flow.module.css";

/**
 * /refidelizacao/pedido-realizado/ (progress 100%): the order number of the renewal. After a
 * reload the number is gone from memory; the page then says the renewal was registered and where
 * the confirmation arrives, without inventing a number.
 */
export function RenewalDoneStep({ addon, route }: ScreenProps) {
  const orderNumber = useRenewalStore((s) => s.orderNumber);
  const mounted = useMounted();
  const number = mounted ? orderNumber : null;
  return (
    <ScreenFrame title={route.heading} screen={route.key}>
      <div className={styles.done}>
        {number ? (
          <>
            <p>Pronto! Sua renovação foi registrada.</p>
            <p>
              Número do pedido: <strong className={styles.orderNumber} data-testid="order-number">{number}</strong>
            </p>
            <p>Guarde este número. Você vai receber a confirmação no e-mail e no telefone cadastrados.</p>
          </>
        ) : (
          <p>Se você confirmou a renovação, ela está registrada e a confirmação chega no e-mail e no telefone cadastrados.</p>
        )}
        <Button href={pathFor(addon.id, "")} variant="secondary">
          Voltar para o início
        </Button>
      </div>
    </ScreenFrame>
  );
}
