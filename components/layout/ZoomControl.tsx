"use client";

import { useUi } from "@/components/providers/StoreProvider";
import { MAX_ZOOM, MIN_ZOOM, stepZoom } from "@/lib/zoom";
import styles from "./ZoomControl.module.css";

/** Steps the page zoom (funnel §4) through the spec's levels; StartupEffects applies it. */
export function ZoomControl() {
  const zoom = useUi((s) => s.zoom);
  const set = useUi((s) => s.set);
  return (
    <div className={styles.zoom} role="group" aria-label={`Tamanho do texto: ${zoom}%`}>
      <button
        type="button"
        className={styles.button}
        aria-label="Diminuir o tamanho do texto"
        disabled={zoom <= MIN_ZOOM}
        onClick={() => set({ zoom: stepZoom(zoom, -1) })}
      >
        A−
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label="Aumentar o tamanho do texto"
        disabled={zoom >= MAX_ZOOM}
        onClick={() => set({ zoom: stepZoom(zoom, 1) })}
      >
        A+
      </button>
    </div>
  );
}
