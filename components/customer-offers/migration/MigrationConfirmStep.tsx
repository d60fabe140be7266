"use client";

import { Button } from "@/components/ui/Button";
import { api, missingMessage } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { migrationAddressLine, type MigrationAddress, type MigrationData, type MigrationStep } from "@/lib/funnel/migration";
import { splitPlanName } from "@/lib/plans";
import { offerPrice } from "../OfferCard";
import type { Attempt } from "@/components/ui/useAttempt";
import { StepAlert } from "./StepAlert";
import styles from "../Flow.module.css";

const noLead = { kind: "rejected", message: "Sua consulta expirou. Informe o CPF de novo.", retryable: false } as const;

/** The summary of the migration, and its confirmation: PUT lead-v2/{id}?fiberMigration=true. */
export function MigrationConfirmStep({
  data,
  plan,
  address,
  attempt,
  onDone,
  onEdit,
}: {
  data: MigrationData;
  plan: Plan;
  address: MigrationAddress;
  attempt: Attempt;
  onDone: (orderNumber: string) => void;
  onEdit: (step: MigrationStep) => void;
}) {
  const { title, subtitle } = splitPlanName(plan.plan);
  const confirm = () =>
    void attempt.attempt(async () => {
      if (!data.idLead) return noLead;
      const result = await api.leadV2Confirm(data.idLead, { fiberMigration: true });
      if (!result.ok) return result.error;
      const orderNumber = result.data.orderNumber;
      if (orderNumber === undefined || orderNumber === null || orderNumber === "") {
        // Asked again on retry: a second confirmation answers the same order number.
        return { kind: "missing", message: missingMessage(["orderNumber"]), retryable: true };
      }
      onDone(String(orderNumber));
      return null;
    });
  return (
    <>
      <div className={styles.summary}>
        <h2 className={styles.cardTitle}>Resumo da migração</h2>
        <dl>
          <dt>Plano</dt>
          <dd data-testid="migration-plan">{subtitle ? `${title} ${subtitle}` : title}</dd>
          <dt>Valor</dt>
          <dd>{offerPrice(plan) || "Conforme a oferta"}</dd>
          <dt>Endereço</dt>
          <dd>{migrationAddressLine(address, true)}</dd>
          {data.userData?.name && (
            <>
              <dt>Titular</dt>
              <dd>{data.userData.name}</dd>
            </>
          )}
        </dl>
        <div className={styles.actions}>
          <Button type="button" variant="link" onClick={() => onEdit("offers")}>
            Alterar plano
          </Button>
          <Button type="button" variant="link" onClick={() => onEdit("cep")}>
            Alterar endereço
          </Button>
        </div>
      </div>
      <StepAlert attempt={attempt} />
      <Button type="button" variant="primary" fullWidth state={attempt.busy ? "loading" : "default"} onClick={confirm}>
        Confirmar migração
      </Button>
    </>
  );
}
