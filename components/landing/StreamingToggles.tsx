"use client";

import { useId } from "react";
import { STREAMING_TOGGLES, type StreamingToggle, type ToggleVisibility } from "@/lib/plans/streaming";
import { BenefitLogo } from "./BenefitLogo";
import styles from "./StreamingToggles.module.css";

/** Name and logo of each toggle. */
const SERVICES: Record<StreamingToggle, { name: string; slug: string }> = {
  globoplay: { name: "Globoplay", slug: "globo-play" },
  max: { name: "HBO Max", slug: "MAX" },
  paramount: { name: "Paramount+", slug: "paramount-plus" },
};

/**
 * The card's streaming switches (marketing §4): mutually exclusive, the rules live in
 * lib/plans/streaming. The 'ESCOLHA STREAMING' label is highlighted again every 1500 ms for a few
 * rounds (and after each change) by CSS alone: no live region, so nothing is re-announced.
 */
export function StreamingToggles({
  visible,
  active,
  onToggle,
}: {
  visible: ToggleVisibility;
  active: StreamingToggle | null;
  onToggle: (toggle: StreamingToggle) => void;
}) {
  const labelId = useId();
  const shown = STREAMING_TOGGLES.filter((t) => visible[t]);
  if (shown.length === 0) return null;
  return (
    <div className={styles.toggles} role="group" aria-labelledby={labelId}>
      <p id={labelId} key={active ?? "none"} className={styles.label}>
        ESCOLHA STREAMING
      </p>
      <div className={styles.list}>
        {shown.map((toggle) => {
          const on = active === toggle;
          const { name, slug } = SERVICES[toggle];
          return (
            <button
              key={toggle}
              type="button"
              role="switch"
              aria-checked={on}
              className={styles.toggle}
              data-toggle={toggle}
              onClick={() => onToggle(toggle)}
            >
              <BenefitLogo slug={slug} name={name} decorative className={styles.logo} />
              <span className={styles.name}>{name}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.thumb} />
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
