"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { api } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import type { MigrationData } from "@/lib/funnel/migration";
import { OfferCard } from "../OfferCard";
import type { Attempt } from "@/components/ui/useAttempt";
import { StepAlert } from "./StepAlert";
import styles from "../Flow.module.css";

/** The migration offers of the CPF: choosing one saves it (PATCH fiber-migration/plan/{idLead}). */
export function MigrationOffersStep({
  data,
  attempt,
  onChosen,
  onBack,
}: {
  data: MigrationData;
  attempt: Attempt;
  onChosen: (plan: Plan) => void;
  onBack: () => void;
}) {
  const [pending, setPending] = useState<string | null>(null);
  const choose = (plan: Plan) => {
    setPending(plan.id);
    void attempt.attempt(async () => {
      const result = await api.migrationPlan(data.idLead, { idPlan: plan.id });
      if (!result.ok) return result.error;
      onChosen(plan);
      return null;
    });
  };
  return (
    <>
      {data.userData && (
        <p className={styles.cardSubtitle} data-testid="user-data">
          Titular: {data.userData.name ?? ""} {data.userData.documentNumber ? `· CPF ${data.userData.documentNumber}` : ""}
          {data.userData.email ? ` · ${data.userData.email}` : ""}
          {data.userData.phone ? ` · ${data.userData.phone}` : ""}
        </p>
      )}
      <ul className={styles.offers}>
        {data.offers.map((plan, index) => (
          <OfferCard key={plan.id} plan={plan} headingId={`migration-offer-${index + 1}`} selected={data.plan?.id === plan.id}>
            <Button
              type="button"
              variant={index === 0 ? "primary" : "secondary"}
              fullWidth
              state={attempt.busy && pending === plan.id ? "loading" : "default"}
              disabled={attempt.busy}
              aria-describedby={`migration-offer-${index + 1}`}
              onClick={() => choose(plan)}
            >
              Escolher este plano
            </Button>
          </OfferCard>
        ))}
      </ul>
      <StepAlert attempt={attempt} />
      <Button type="button" variant="ghost" onClick={onBack}>
        Consultar outro CPF
      </Button>
    </>
  );
}
