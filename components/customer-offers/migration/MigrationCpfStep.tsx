"use client";

import { useState } from "react";
import { api, cpfLookupPayload } from "@/lib/api";
import type { MigrationData } from "@/lib/funnel/migration";
import { originLabel } from "@/lib/visit/origin";
import { CpfForm } from "../CpfForm";
import { NoOffers } from "../renewal/RenewalCpfStep";
import type { Attempt } from "@/components/ui/useAttempt";

/**
 * The migration's first step: the CPF → POST fiber-migration/offers with the tracking of the
 * landing URL, the user agent and the origin label → the offers and the masked customer record,
 * or a clear "no offers" answer with a way forward. A new lookup first forgets the previous one,
 * so Forward cannot bring back another customer's offers.
 */
export function MigrationCpfStep({
  attempt,
  onLookup,
  onFound,
}: {
  attempt: Attempt;
  onLookup: () => void;
  onFound: (data: MigrationData) => void;
}) {
  const [noOffers, setNoOffers] = useState(false);
  const onCpf = async (cpf: string) => {
    setNoOffers(false);
    onLookup();
    await attempt.attempt(async () => {
      const result = await api.migrationOffers(cpfLookupPayload(cpf, new URLSearchParams(window.location.search), originLabel()));
      if (!result.ok) return result.error;
      const offers = result.data.plansOffers ?? [];
      const idLead = result.data.idLead;
      if (!offers.length || idLead === undefined || idLead === null) {
        setNoOffers(true);
        return null;
      }
      onFound({ idLead: String(idLead), offers, userData: result.data.userData ?? null, plan: null, address: null, complementTypes: [], orderNumber: null });
      return null;
    });
  };
  return (
    <>
      <CpfForm attempt={attempt} onCpf={onCpf} />
      {/* Outside the migration addon: its other paths all lead back here. */}
      {noOffers && <NoOffers addonId="" what="ofertas de migração" />}
    </>
  );
}
