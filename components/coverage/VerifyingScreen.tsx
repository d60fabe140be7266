"use client";

import type { ScreenProps } from "@/lib/routing";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import Link from "@/components/ui/SiteLink";
import { useCallback, useEffect, useRef } from "react";
import { FormAlert } from "@/components/ui/FormAlert";
import { SlowCallNotice } from "@/components/ui/SlowCallNotice";
import { Spinner } from "@/components/ui/Spinner";
import { useAttempt } from "@/components/ui/useAttempt";
import { api, coverageQuery, isValueRefusal, noCoverageCreatePayload, type ApiError } from "@/lib/api";
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
  const { busy, error, attempt, retry } = useAttempt();
  const started = useRef(false);

  // The check, as one attempt: null once the visitor has been sent on, else the error to show.
  const run = useCallback(async (): Promise<ApiError | null> => {
    const s = store.getState();
    const wanted = new URLSearchParams(window.location.search).get("s");
    const result = await api.coverage(coverageQuery(s, addon, wanted));
    if (!result.ok) return result.error;
    const plans = coveragePlans(result.data.plans, addon);
    if (plans.length) {
      store.getState().update({ offerPlans: plans, noCoverageLeadId: null });
      const unavailable = Boolean(wanted) && !plans.some((p) => p.sku === wanted);
      go(unavailable ? STEP.consultarCoberturaOfertaIndisponivel : STEP.consultarCoberturaPlanos, { replace: true });
      return null;
    }
    const created = await api.noCoverageCreate(noCoverageCreatePayload(s, addon, null, new URLSearchParams(window.location.search)));
    if (!created.ok) return created.error;
    store.getState().update({ offerPlans: [], noCoverageLeadId: String(created.data.id) });
    go(STEP.consultarCoberturaSemCobertura, { replace: true });
    return null;
  }, [store, addon, go]);

  useEffect(() => {
    if (!hydrated || started.current) return;
    started.current = true;
    const s = store.getState();
    if (onlyDigits(s.zip).length !== 8 || !houseLocated(s)) {
      go(s.zip ? STEP.consultarCoberturaNrImovel : STEP.consultarCoberturaCep, { replace: true });
      return;
    }
    // Started after the effect, so no state is set while React commits it.
    queueMicrotask(() => void attempt(run));
  }, [hydrated, store, go, run, attempt]);

  // A refusal of what the visitor gave (the backend's words about a name, an e-mail, a phone) is
  // theirs to correct: the CEP page leads back to the drawer that asked for them, filled in.
  const refused = error !== null && !busy && isValueRefusal(error);
  const intro = error && !busy ? "Não foi possível concluir a consulta." : "Estamos consultando a cobertura da fibra no seu endereço. Isso leva só alguns segundos.";
  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={<p>{intro}</p>}>
      {error ? (
        <>
          <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />
          <p>
            <Link href={href(STEP.consultarCoberturaCep)}>{refused ? "Corrigir meus dados" : "Consultar outro CEP"}</Link>
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
