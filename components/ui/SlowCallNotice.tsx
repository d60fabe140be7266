"use client";

import { SLOW_CALL_MESSAGE } from "@/lib/api/client/slow";
import { useSlowCall } from "./useSlowCall";
import styles from "./SlowCallNotice.module.css";

/**
 * Beside a spinner: after SLOW_CALL_NOTICE_MS of a call still running, says that it is still
 * checking. The polite live region is in the page from the call's start (empty meanwhile), so
 * screen readers announce the text when it appears; it goes when the call answers. The spinner
 * stays. Nothing is rendered while idle, so an idle form keeps its spacing.
 */
export function SlowCallNotice({ busy, className }: { busy: boolean; className?: string }) {
  const slow = useSlowCall(busy);
  if (!busy) return null;
  return (
    <p role="status" aria-live="polite" className={[styles.notice, className].filter(Boolean).join(" ")} data-slow-call={slow || undefined}>
      {slow ? SLOW_CALL_MESSAGE : null}
    </p>
  );
}
