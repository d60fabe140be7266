/** What counts as the visitor starting to use the page. */
const FIRST_INPUT_EVENTS = ["pointerdown", "keydown", "touchstart", "scroll", "focusin"] as const;

/** Fallback when the visitor does nothing: late enough to stay out of the page's start-up work. */
export const DEFERRED_WORK_FALLBACK_MS = 3_000;

/**
 * Runs `work` once, on the visitor's first input or after `fallbackMs`, whichever comes first.
 * Why: non-essential start-up work (the preferences script) would otherwise run while the page
 * hydrates, and every millisecond there is a millisecond the first tap waits on a cheap phone.
 * Returns a cancel function (for an effect's cleanup).
 */
export function afterFirstInput(work: () => void, fallbackMs: number = DEFERRED_WORK_FALLBACK_MS): () => void {
  let pending = true;
  const cancel = () => {
    pending = false;
    clearTimeout(timer);
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, run, true);
  };
  const run = () => {
    if (!pending) return;
    cancel();
    work();
  };
  const timer = setTimeout(run, fallbackMs);
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, run, { capture: true, passive: true });
  return cancel;
}
