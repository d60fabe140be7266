"use client";

import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { useCallback, useEffect, useRef, useState } from "react";
import type { ScreenProps } from "@/components/screens/types";
import { FormAlert } from "@/components/ui/FormAlert";
import { SlowCallNotice } from "@/components/ui/SlowCallNotice";
import { Spinner } from "@/components/ui/Spinner";
import { api, coverageQuery, noCoverageCreatePayload, type ApiError } from "@/lib/api";
import { STEP } from "@/lib/funnel/steps";
import { coveragePlans } from "@/lib/plans";
import { onlyDigits } from "@/lib/validation/digits";
import { houseLocated } from "@/lib/validation/rules";
import { useCoverage } from "./useCoverage";

/**
 * /consultar-cobertura/verificando-disponibilidade/: GET cep/coverage for the address. Plans
 * there → planos (or oferta-indisponivel when the plan the visitor came with, ?s=, is not among
 * them); none → the no-coverage lead is stored (POST lead-no-coverage) → sem-cobertura.
 */
export function VerifyingScreen({ addon, route }: ScreenProps) {
  const { store, hydrated, go, href } = useCoverage(addon);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(true);
  const started = useRef(false);

  // No state is set before the first await: the effect below starts it.
  const run = useCallback(async () => {
    const s = store.getState();
    const wanted = new URLSearchParams(window.location.search).get("s");
    const result = await api.coverage(coverageQuery(s, addon, wanted));
    if (!result.ok) {
      setBusy(false);
      setError(result.error);
      return;
    }
    const plans = coveragePlans(result.data.plans, addon);
    if (plans.length) {
      store.getState().update({ offerPlans: plans, noCoverageLeadId: null });
      const unavailable = Boolean(wanted) && !plans.some((p) => p.sku === wanted);
      go(unavailable ? STEP.consultarCoberturaOfertaIndisponivel : STEP.consultarCoberturaPlanos, { replace: true });
      return;
    }
    const created = await api.noCoverageCreate(noCoverageCreatePayload(s, addon, null, new URLSearchParams(window.location.search)));
    if (!created.ok) {
      setBusy(false);
      setError(created.error);
      return;
    }
    store.getState().update({ offerPlans: [], noCoverageLeadId: String(created.data.id) });
    go(STEP.consultarCoberturaSemCobertura, { replace: true });
  }, [store, addon, go]);

  const retry = () => {
    setBusy(true);
    setError(null);
    void run();
  };

  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    const s = store.getState();
    if (onlyDigits(s.zip).length !== 8 || !houseLocated(s)) {
      go(s.zip ? STEP.consultarCoberturaNrImovel : STEP.consultarCoberturaCep, { replace: true });
      return;
    }
    queueMicrotask(() => void run());
  }, [hydrated, store, go, run]);

  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={<p>Estamos consultando a cobertura da fibra no seu endereço. Isso leva só alguns segundos.</p>}>
      {error ? (
        <>
          <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />
          <p>
            <Link href={href(STEP.consultarCoberturaCep)}>Consultar outro CEP</Link>
          </p>
        </>
      ) : (
        <>
          <Spinner />
          <SlowCallNotice busy={busy} />
        </>
      )}
    </ScreenFrame>
  );
}
