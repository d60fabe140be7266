"use client";

import type { ScreenProps } from "@/lib/routing";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { Spinner } from "@/components/ui/Spinner";
import { MIGRATION_STEPS, migrationAddressLine, type MigrationData, type MigrationStep } from "@/lib/funnel/migration";
import { MigrationCepStep } from "./MigrationCepStep";
import { MigrationConfirmStep } from "./MigrationConfirmStep";
import { MigrationCpfStep } from "./MigrationCpfStep";
import { MigrationDoneStep } from "./MigrationDoneStep";
import { MigrationNumberStep } from "./MigrationNumberStep";
import { MigrationOffersStep } from "./MigrationOffersStep";
import { useMigrationFlow } from "./useMigrationFlow";
import styles from "../Flow.module.css";

/**
 * Fibre migration (migracao-ultrafibra), one page at /migracao-ultrafibra/consulta-cpf/ whose
 * steps are entries of its history (`?etapa=`, lib/funnel/migration): CPF → POST
 * fiber-migration/offers (offers and the masked userData) → plan (PATCH
 * fiber-migration/plan/{idLead}) → CEP (GET tim-api/address-info, PATCH
 * fiber-migration/address/cep/{idLead}) → number and complement (complement types of the
 * address's network, PATCH …/address/number/{idLead}) → confirmation (PUT lead-v2/{id}
 * ?fiberMigration=true) → order placed. One page because the route table names only this path
 * for the migration (tests/unit/lib/routing/routing-parse "defines no route the specs do not name"); the
 * runtime (history, guard, restore after a reload) is useMigrationFlow, each step its own file.
 */
export function MigrationFlow({ route }: ScreenProps) {
  const { data, step, restoring, attempt, actions, goStep, goNext, goBack } = useMigrationFlow();

  if (restoring) {
    return (
      <div className={styles.narrow}>
        <ScreenFrame title={MIGRATION_STEPS[restoring].heading} screen={`${route.key}:${restoring}`}>
          <Spinner />
        </ScreenFrame>
      </div>
    );
  }

  return (
    <div className={styles.narrow}>
      <ScreenFrame title={MIGRATION_STEPS[step].heading} screen={`${route.key}:${step}`} intro={introFor(step, data)}>
        {step === "cpf" && (
          <MigrationCpfStep
            attempt={attempt}
            onLookup={actions.lookupStarted}
            onFound={(found) => {
              actions.found(found);
              goNext();
            }}
          />
        )}
        {step === "offers" && data && (
          <MigrationOffersStep
            data={data}
            attempt={attempt}
            onChosen={(plan) => {
              actions.chosePlan(plan);
              goNext();
            }}
            onBack={goBack}
          />
        )}
        {step === "cep" && data && (
          <MigrationCepStep
            data={data}
            attempt={attempt}
            onDone={(address, complementTypes) => {
              actions.gaveCep(address, complementTypes);
              goNext();
            }}
            onBack={goBack}
          />
        )}
        {step === "number" && data?.address && (
          <MigrationNumberStep
            data={data}
            address={data.address}
            attempt={attempt}
            onDone={(address) => {
              actions.gaveNumber(address);
              goNext();
            }}
            onBack={goBack}
          />
        )}
        {step === "confirm" && data?.plan && data.address && (
          <MigrationConfirmStep
            data={data}
            plan={data.plan}
            address={data.address}
            attempt={attempt}
            onDone={(orderNumber) => {
              actions.ordered(orderNumber);
              goNext();
            }}
            onEdit={goStep}
          />
        )}
        {step === "done" && data?.orderNumber && <MigrationDoneStep orderNumber={data.orderNumber} />}
      </ScreenFrame>
    </div>
  );
}

function introFor(step: MigrationStep, data: MigrationData | null) {
  const name = data?.userData?.name?.trim();
  switch (step) {
    case "cpf":
      return <p>Cliente TIM Live ou fibra: informe o CPF do titular para ver a sua oferta de migração.</p>;
    case "offers":
      return <p>{name ? `Olá, ${name}! ` : ""}Estas são as ofertas de migração para você.</p>;
    case "cep":
      return <p>Informe o CEP do endereço onde a TIM Ultrafibra será instalada.</p>;
    case "number":
      return data?.address ? <p>{migrationAddressLine(data.address, false)}</p> : null;
    default:
      return null;
  }
}
