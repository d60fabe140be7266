"use client";

import type { ScreenProps } from "@/lib/routing";
import { Button } from "@/components/ui/Button";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { STEP } from "@/lib/funnel/steps";
import { pathFor } from "@/lib/routing/paths";
import styles from "../coverage/Coverage.module.css";

/**
 * /consulta-cpf/ (home layout): the entry of existing customers. It does not ask the CPF itself:
 * it sends the visitor through one of two doors, renewal (refidelizacao) or migration to fibre
 * (migracao-ultrafibra), whose own pages ask the CPF (with check digits) and call the right
 * lookup. One CPF typed once, in the flow that owns it.
 */
export function CpfScreen({ route }: ScreenProps) {
  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={<p>Já é cliente TIM? Escolha o que você quer fazer e consulte as ofertas para o seu CPF.</p>}>
      <ul className={styles.choices} aria-label="Ofertas para clientes">
        <li className={styles.plan}>
          <h2 id="door-renewal" className={styles.planName}>
            Já tenho TIM Ultrafibra
          </h2>
          <p className={styles.small}>Renove seu plano de fibra com condições especiais para quem já é cliente.</p>
          <Button href={pathFor("", STEP.refidelizacaoConsultaCpf)} aria-describedby="door-renewal" fullWidth>
            Renovar meu plano
          </Button>
        </li>
        <li className={styles.plan}>
          <h2 id="door-migration" className={styles.planName}>
            Tenho TIM Live ou internet TIM em outra tecnologia
          </h2>
          <p className={styles.small}>Migre para a TIM Ultrafibra e tenha a velocidade da fibra óptica.</p>
          <Button href="/migracao-ultrafibra/consulta-cpf/" aria-describedby="door-migration" fullWidth>
            Migrar para a fibra
          </Button>
        </li>
      </ul>
    </ScreenFrame>
  );
}
