"use client";

import { useEffect, useId, useRef } from "react";
import styles from "./ConsentBanner.module.css";
import { operatorSettings } from "@/lib/settings";
import { COPY } from "./copy";
import { useKeepStepClear } from "./useKeepStepClear";
import { useReserveBottomSpace } from "./useReserveBottomSpace";

interface Props {
  onAccept(): void;
  onReject(): void;
  onManage(): void;
  /** Back from the modal: focus returns to "Gerenciar", the control that opened it. */
  refocus: boolean;
}

/**
 * The consent banner (marketing §4): a named region, not a dialog, so the page stays usable and
 * the banner never steals focus on arrival. Compact (a short first-layer text; the modal explains
 * each kind of cookie), and the page reserves its height at the bottom, so a form under it can be
 * filled and sent without answering first; on a small screen or at a large zoom a step's heading
 * and field are scrolled clear of it on arrival (useKeepStepClear).
 */
export function ConsentBanner({ onAccept, onReject, onManage, refocus }: Props) {
  const titleId = useId();
  const manageRef = useRef<HTMLButtonElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  useReserveBottomSpace(bannerRef);
  useKeepStepClear(bannerRef);

  useEffect(() => {
    if (refocus) manageRef.current?.focus();
  }, [refocus]);

  return (
    <section ref={bannerRef} className={styles.banner} aria-labelledby={titleId} data-testid="consent-banner">
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {COPY.bannerTitle}
        </h2>
        <p className={styles.text}>
          {COPY.bannerText} <a href={operatorSettings().privacyUrl}>{COPY.privacyLink}</a>.
        </p>
        <div className={styles.actions}>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onAccept}>
            {COPY.accept}
          </button>
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={onReject}>
            {COPY.reject}
          </button>
          <button
            ref={manageRef}
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={onManage}
            aria-haspopup="dialog"
          >
            {COPY.manage}
          </button>
        </div>
      </div>
    </section>
  );
}
