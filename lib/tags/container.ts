/**
 * Inserts the Google Tag Manager container, once per page, by our own code (the CSP allows no
 * inline snippet): what GTM's snippet does, the "gtm.js" start entry then the script. Part of the
 * tag module (./tag-manager), loaded only with GTM_ID.
 */

export function containerSrc(scriptUrl: string, id: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set("id", id);
  return url.href;
}

let inserted = false;

export function insertContainer(queue: unknown[], id: string, scriptUrl: string): void {
  if (inserted) return;
  inserted = true;
  queue.push({ "gtm.start": Date.now(), event: "gtm.js" });
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
