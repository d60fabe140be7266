import type { EnginePage } from "./page";

/**
 * Errors and CSP violations, three ways, because no one way sees them all in both engines:
 * - what the engine reports from the console (Firefox, through WebDriver BiDi; WebKitWebDriver
 *   gives no console at all, so WebKit's comes from a plain visit of the landing and the checkout's
 *   first step by a MiniBrowser of its own: WebKitPage.plainVisit);
 * - a collector installed in the page at its load event (`securitypolicyviolation`, uncaught
 *   errors and rejections, resources that failed to load, the buffered CSP reports of
 *   ReportingObserver where the engine has it, and console.error where the driver gives no
 *   console) for whatever happens after, e.g. after a click or a step's client-side navigation;
 * - for what happened before that collector could exist (the inline scripts run while the page
 *   parses): every inline script of the page must be named by its SHA-256 in the CSP the page was
 *   served with, or the engine refused it.
 */

const INSTALL = String.raw`
if (window.__xengProblems) return;
const problems = (window.__xengProblems = []);
const add = (text) => problems.includes(text) || problems.push(text);
addEventListener("securitypolicyviolation", (e) =>
  add("CSP violation: " + (e.effectiveDirective || e.violatedDirective) + " refused " + (e.blockedURI || "inline code") + " (" + (e.sourceFile || location.pathname) + ":" + e.lineNumber + ")"));
addEventListener("error", (e) => {
  const el = e.target;
  if (el && el !== window && el.tagName) add("failed to load <" + el.tagName.toLowerCase() + "> " + (el.currentSrc || el.src || el.href || ""));
  else add("uncaught error: " + e.message + " (" + e.filename + ":" + e.lineno + ")");
}, true);
addEventListener("unhandledrejection", (e) => add("unhandled rejection: " + String((e.reason && e.reason.message) || e.reason)));
if (arguments[0]) {
  const original = console.error.bind(console);
  console.error = (...args) => {
    add("console.error: " + args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ").slice(0, 300));
    original(...args);
  };
}
try {
  new ReportingObserver((reports) => {
    for (const r of reports) add("CSP report: " + r.body.effectiveDirective + " refused " + (r.body.blockedURL || "inline code"));
  }, { types: ["csp-violation"], buffered: true }).observe();
} catch {}
`;

const DRAIN = "const p = window.__xengProblems || []; return p.splice(0, p.length);";

/** Inline scripts of the document the policy its page is served with does not allow. */
const INLINE_HASHES = String.raw`
return (async () => {
  const answer = await fetch(location.href, { cache: "no-store" });
  const policy = answer.headers.get("content-security-policy") || "";
  const scriptSrc = policy.split(";").map((d) => d.trim()).find((d) => d.startsWith("script-src ")) || "";
  const refused = [];
  for (const script of document.querySelectorAll("script:not([src])")) {
    // Data blocks (JSON-LD) do not run: the policy need not name them.
    if (script.type && !/^(text\/javascript|module)$/i.test(script.type)) continue;
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent)));
    const hash = "'sha256-" + btoa(String.fromCharCode(...digest)) + "'";
    if (!scriptSrc.includes(hash)) refused.push(hash + " " + JSON.stringify(script.textContent.slice(0, 60)));
  }
  return policy ? refused : ["the page was served without a Content-Security-Policy"];
})();
`;

export const installCollector = (page: EnginePage) => page.run<void>(INSTALL, !page.hasConsole);

/** What the page's collector gathered since the last call ([] if the page has none). */
export const drainCollector = (page: EnginePage) => page.run<string[]>(DRAIN);

export async function inlineScriptsNotAllowed(page: EnginePage): Promise<string[]> {
  return page.run<string[]>(INLINE_HASHES);
}
