import type { EnginePage, Json } from "./page";

/**
 * Engine-neutral steps on top of EnginePage: waiting, finding elements by their text or label
 * (marked with a data-xeng attribute, then reached by CSS selector), typing and clicking. The
 * page code is plain JavaScript in strings (see EnginePage.run).
 */

/** Helpers every page script starts with. */
const LIB = String.raw`
const norm = (s) => (s || "").replace(/\s+/g, " ").trim();
const visible = (el) => {
  if (!el || !el.isConnected) return false;
  const style = getComputedStyle(el);
  return style.visibility !== "hidden" && style.display !== "none" && el.getClientRects().length > 0;
};
const rootOf = (scope) => (scope ? document.querySelector(scope) : document);
const pick = (items, text, name) =>
  items.find((el) => visible(el) && name(el).some((n) => n === text)) ||
  items.find((el) => visible(el) && name(el).some((n) => n.startsWith(text))) ||
  null;
const byText = (scope, selector, text) => {
  const root = rootOf(scope);
  return root ? pick(Array.from(root.querySelectorAll(selector)), text, (el) => [norm(el.textContent)]) : null;
};
const byLabel = (scope, text) => {
  const root = rootOf(scope);
  if (!root) return null;
  const names = (el) => [el.getAttribute("aria-label"), ...Array.from(el.labels || []).map((l) => l.textContent)].map(norm);
  return pick(Array.from(root.querySelectorAll("input, select, textarea")), text, names);
};
const mark = (el, name) => {
  document.querySelectorAll('[data-xeng="' + name + '"]').forEach((e) => e.removeAttribute("data-xeng"));
  if (!el) return false;
  el.setAttribute("data-xeng", name);
  return true;
};
`;

/** Runs `body` with the helpers above in scope. */
export const inPage = <T extends Json | void>(page: EnginePage, body: string, ...args: Json[]) => page.run<T>(LIB + body, ...args);

/**
 * Polls `body` every 100 ms until it answers something truthy (that answer is returned), or fails
 * after `timeoutMs` with `what` and the last answer.
 */
export async function waitFor<T extends Json>(page: EnginePage, what: string, body: string, args: Json[] = [], timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: Json | undefined;
  let lastError = "";
  for (;;) {
    try {
      last = await inPage<Json>(page, body, ...args);
      if (last) return last as T;
    } catch (error) {
      // A navigation in progress can destroy the context under the script: try again.
      lastError = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    }
    if (Date.now() > deadline) {
      const seen = lastError ? `error: ${lastError}` : `last answer: ${JSON.stringify(last)}`;
      throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what} (${seen})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where to look: a CSS selector of the container, or the whole document. */
export interface Scope {
  within?: string;
}

/** Marks the visible element of `selector` whose text is (or starts with) `text`; its CSS selector. */
export async function findByText(page: EnginePage, selector: string, text: string, { within }: Scope = {}): Promise<string> {
  const name = `t${++marks}`;
  await waitFor(page, `a visible ${selector} "${text}"${within ? ` in ${within}` : ""}`, "return mark(byText(arguments[0], arguments[1], arguments[2]), arguments[3]);", [
    within ?? null,
    selector,
    text,
    name,
  ]);
  return `[data-xeng="${name}"]`;
}

/** Marks the visible form control labelled `label` (exactly, or starting so); its CSS selector. */
export async function findByLabel(page: EnginePage, label: string, { within }: Scope = {}): Promise<string> {
  const name = `l${++marks}`;
  await waitFor(page, `a visible field labelled "${label}"${within ? ` in ${within}` : ""}`, "return mark(byLabel(arguments[0], arguments[1]), arguments[2]);", [
    within ?? null,
    label,
    name,
  ]);
  return `[data-xeng="${name}"]`;
}
let marks = 0;

export const valueOf = (page: EnginePage, selector: string) => inPage<string>(page, "return document.querySelector(arguments[0])?.value ?? '';", selector);

/** Waits until the field's value is `expected` (a mask formats as keys arrive). */
export async function expectValue(page: EnginePage, selector: string, expected: string, what: string): Promise<void> {
  try {
    await waitFor(page, `${what} to read "${expected}"`, "return document.querySelector(arguments[0])?.value === arguments[1];", [selector, expected], 5_000);
  } catch {
    throw new Error(`${what}: expected "${expected}", got "${await valueOf(page, selector)}"`);
  }
}

/** Waits until the address bar's path is `pathname`. */
export async function expectPath(page: EnginePage, pathname: string, timeoutMs = 20_000): Promise<void> {
  try {
    await waitFor(page, `the path ${pathname}`, "return location.pathname === arguments[0];", [pathname], timeoutMs);
  } catch {
    const now = await inPage<string>(page, "return location.pathname + location.search;");
    throw new Error(`expected to be on ${pathname} within ${timeoutMs / 1000}s, still on ${now}`);
  }
}

/** React has hydrated the page (components/layout/HydrationMark sets the attribute). */
export const hydrated = (page: EnginePage) =>
  waitFor(page, "hydration (<html data-hydrated>)", "return document.documentElement.hasAttribute('data-hydrated');", [], 30_000);

/** Marks the visible dialog named `name` (its aria-labelledby title); its CSS selector. */
export async function findDialog(page: EnginePage, name: string, timeoutMs = 10_000): Promise<string> {
  const mark = `d${++marks}`;
  const body = String.raw`
    const named = (d) => norm(d.getAttribute("aria-label") || (document.getElementById(d.getAttribute("aria-labelledby") || "") || {}).textContent);
    return mark(Array.from(document.querySelectorAll('[role="dialog"]')).find((d) => visible(d) && named(d) === arguments[0]), arguments[1]);`;
  await waitFor(page, `the dialog "${name}"`, body, [name, mark], timeoutMs);
  return `[data-xeng="${mark}"]`;
}
