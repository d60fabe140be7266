// A pure text rule, shared by the /api proxy's body check (lib/backend/request-body.ts) and the
// visit's stored touches (lib/visit/touches.ts), which run in the browser. Its own file so the
// browser's bundle does not take the server's body reader with it: that reader's Buffer use made
// the bundler add Next's 22 KB Buffer polyfill to every page's first scripts.

/**
 * Control characters (C0 but tab, line feed and carriage return; DEL; C1) and UTF-16 surrogates
 * that are not part of a pair. PostgreSQL refuses NUL in text and a lone surrogate is not valid
 * UTF-8: both would otherwise reach the database and answer 500.
 */
export function isCleanText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    if (c >= 0x7f && c <= 0x9f) return false;
    if (c >= 0xdc00 && c <= 0xdfff) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}
