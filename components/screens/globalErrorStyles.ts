import type { ErrorMessageClasses } from "./ErrorMessage";

/**
 * The styles of app/global-error.tsx, inline: it replaces the root layout, so the site's global
 * stylesheet and tokens are not on the page, and when the root layout failed because the network
 * did, a stylesheet of its own might not arrive either. Literal values of styles/tokens.css (light
 * theme); class names plain, prefixed "ge-".
 */
export const GLOBAL_ERROR_CLASSES: ErrorMessageClasses = {
  section: "ge-section",
  heading: "ge-heading",
  text: "ge-text",
  actions: "ge-actions",
  retry: "ge-retry",
  call: "ge-call",
  code: "ge-code",
};

const GUTTER = "clamp(1rem, 0.5rem + 2.5vw, 2.5rem)";

export const GLOBAL_ERROR_CSS = `
.ge { margin: 0; min-height: 100vh; min-height: 100dvh; display: flex; flex-direction: column;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; font-size: 1rem; line-height: 1.5;
  color: #0f172a; background: #ffffff; -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
.ge *, .ge *::before, .ge *::after { box-sizing: border-box; }
.ge :focus-visible { outline: 3px solid #c8102e; outline-offset: 2px; }
.ge-header { background: #001e62; color: #ffffff; min-height: 4rem; display: flex; align-items: center;
  padding: 0.75rem ${GUTTER}; }
.ge-logo { color: inherit; text-decoration: none; display: inline-flex; align-items: center; border-radius: 0.5rem; }
.ge-logo > span { display: inline-flex; align-items: center; gap: 0.5rem; white-space: nowrap; font-size: 1.125rem; }
.ge-logo svg { display: block; flex: none; width: 2.25rem; height: 1.375rem; }
.ge-main { flex: 1 0 auto; width: 100%; max-width: calc(40rem + 2 * ${GUTTER}); margin: 0 auto;
  padding: 2rem ${GUTTER} 4rem; display: flex; flex-direction: column; justify-content: center; text-align: center; }
.ge-section { display: grid; gap: 1rem; justify-items: center; }
.ge-heading { margin: 0; font-size: clamp(1.5rem, 1.2rem + 1.4vw, 2.25rem); font-weight: 800; line-height: 1.2; }
.ge-heading:focus { outline: none; }
.ge-text { margin: 0; color: #475467; max-width: 36ch; }
.ge-actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem; margin-top: 0.5rem; }
.ge-retry, .ge-call { display: inline-flex; align-items: center; min-height: 3rem; padding: 0 1.5rem;
  border-radius: 999px; font: inherit; font-weight: 700; text-decoration: none; }
.ge-retry { background: #0033a0; color: #ffffff; border: 0; cursor: pointer; }
.ge-retry:hover { background: #002577; }
.ge-call { border: 2px solid #0033a0; color: #0033a0; }
.ge-code { margin: 0; color: #475467; font-size: 0.875rem; }
.ge-footer { background: #0b1533; color: #e8ecf6; padding: 1.5rem ${GUTTER}; font-size: 0.875rem; text-align: center; }
.ge-footer p { margin: 0; }
`;
