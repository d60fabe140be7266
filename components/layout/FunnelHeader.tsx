"use client";

import { useSyncExternalStore } from "react";
import Link from "@/components/ui/SiteLink";
import { noSubscribe, parseLastOrder, readLastOrderRaw } from "@/components/checkout/order/lastOrder";
import { usePurchase } from "@/components/providers/StoreProvider";
import { backHref } from "@/lib/routing/back";
import { progressFor, stagesFor } from "@/lib/routing/progress";
import type { RouteDef } from "@/lib/routing/types";
import styles from "./FunnelHeader.module.css";

/**
 * Back link (funnel §2 back map), progress bar (funnel §4) and stage list of a funnel page. The
 * back target and the quiz progress depend on the purchase store, so this renders in the browser
 * too; the server HTML uses the store's initial values.
 */
export function FunnelHeader({
  addonId,
  route,
  combinedCheckout,
}: {
  addonId: string;
  route: RouteDef;
  combinedCheckout: boolean;
}) {
  const directDebit = usePurchase((s) => s.directDebit);
  const installationSchedule = usePurchase((s) => Boolean(s.planoSelected?.installationSchedule));
  const quizProgress = usePurchase((s) => s.quizProgress);
  // The order this tab placed (kept in this tab's storage once the store is emptied; none on the server).
  const noPlan = usePurchase((s) => !s.planoSelected);
  const lastOrder = useSyncExternalStore(noSubscribe, readLastOrderRaw, () => null);
  const placedOrder = noPlan && parseLastOrder(lastOrder) !== null;
  const progress = progressFor(route.key, { combinedCheckout, quizProgress });
  const stages = stagesFor(route.key, route.stage);
  const currentStage = stages.findIndex((stage) => stage.current);
  const back = backHref(addonId, route.key, { combinedCheckout, directDebit, installationSchedule, placedOrder });
  return (
    <div className={styles.funnel}>
      <Link className={styles.back} href={back} data-testid="back-link">
        <span aria-hidden="true">←</span> Voltar
      </Link>
      {progress !== null && (
        <div
          className={styles.track}
          role="progressbar"
          aria-label="Progresso do pedido"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={`${String(progress).replace(".", ",")}% concluído`}
        >
          <div className={styles.fill} style={{ width: `${progress}%` }} />
        </div>
      )}
      {route.stage && (
        <p className={styles.stageCompact} aria-hidden="true">
          Etapa {currentStage + 1} de {stages.length}: <strong>{stages[currentStage]?.label}</strong>
        </p>
      )}
      {route.stage && (
        <ol className={styles.stages} aria-label="Etapas do pedido">
          {stages.map((stage) => (
            <li
              key={stage.id}
              className={stage.current ? styles.current : undefined}
              aria-current={stage.current ? "step" : undefined}
            >
              {stage.label}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
