/**
 * Loads the web-vitals beacon (lib/vitals/beacon.ts, with Google's library) once the page has
 * loaded and the main thread is idle: it weighs nothing on the first screen's scripts and takes
 * no time from hydration. Called with performance consent only (components/consent); once per
 * document. The library reads the entries the browser buffered since the start, so loading it
 * late loses no metric.
 */
let started = false;

/** Longest wait for an idle moment after load; then it loads anyway. */
const IDLE_TIMEOUT_MS = 5_000;

export function startVitalsWhenIdle(): void {
  if (started || typeof navigator.sendBeacon !== "function") return;
  started = true;
  const load = () => {
    import("./beacon")
      .then(({ reportVitals }) => reportVitals())
      .catch(() => {
        // A chunk that did not load (a deploy replaced it, the network dropped): no measurement
        // for this page view, and a later call may try again.
        started = false;
      });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(load, 1_000);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
