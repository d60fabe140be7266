/**
 * Adds one of our own scripts (same origin: the CSP's script-src 'self') to the page once per
 * src. A failed load is forgotten, so a later call may try again.
 */
const loads = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`falha ao carregar ${src}`));
    });
    document.body.appendChild(script);
  });
  loads.set(src, promise);
  return promise;
}
