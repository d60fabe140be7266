import { operatorSettings } from "@/lib/settings";
import { dataLayerQueue } from "./data-layer-queue";

/**
 * Inserts the Google Tag Manager container, once per page, by our own code (the CSP allows no
 * inline snippet): GTM's snippet does exactly this, the "gtm.js" start entry then the script.
 * Loaded as a chunk of its own, and only when ConsentRoot's rule allows the container
 * (./consent-mode containerAllowed), so a page without GTM_ID carries none of it.
 */

export function containerSrc(scriptUrl: string, id: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set("id", id);
  return url.href;
}

let inserted = false;

export function insertContainer(id: string, scriptUrl: string = operatorSettings().gtmScriptUrl): void {
  if (inserted) return;
  inserted = true;
  dataLayerQueue().push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = containerSrc(scriptUrl, id);
  // A blocked or unreachable host must not break the page: only logged.
  script.addEventListener("error", () => console.warn("contêiner do Google Tag Manager não carregou"));
  document.head.appendChild(script);
}

/** A new page load, for unit tests. */
export function forgetContainer(): void {
  inserted = false;
}
