/**
 * JSON for an inline <script> (JSON-LD, the settings block): every "<" is written as \u003c, so no
 * text, not even a plan name holding "</script>" or "<!--", can end or alter the element early.
 * JSON readers decode it back to "<". The content is ours or the operator's: defence in depth.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
