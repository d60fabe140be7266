// A document's first screen styled from the document alone: the rules of the build's stylesheets
// that match its markup go into a <style> in the head, and the stylesheet links move to the end of
// the body, where they no longer hold the first paint (decision 0095), with the web font's
// preload after them: in the head it shared the link with the rest of the document, and the
// inline @font-face asks for the font at the first style pass anyway.
// The links stay in the document: React finds its stylesheet resources there at hydration, and
// everything the scripts show later is styled by the whole sheets, which arrive meanwhile.
// Node runs this file as it is (the entry server imports it): erasable TypeScript only.
import Beasties from "beasties";

/** Reads a stylesheet of the build by its URL path (`/_next/static/…`), or undefined. */
export type SheetReader = (href: string) => string | undefined;

/** A stylesheet link Next renders for a route's CSS (`data-precedence` marks React's stylesheet resources). */
const SHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bdata-precedence=)[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;
/** Next's preload of a web font the page uses (next/font): it would share the link with the document. */
const FONT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="font")[^>]*>/g;
const isBuildFont = (href: string): boolean => /^\/_next\/static\/media\/[\w.-]+\.woff2$/.test(href);
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The build's own stylesheets only: a path under /_next/static/ ending in .css, no query. */
export const isBuildSheet = (href: string): boolean => /^\/_next\/static\/[\w./-]+\.css$/.test(href) && !href.includes("..");

/**
 * The sheet's relative url()s made absolute: the rules move from the sheet's URL into the
 * document's, where `../media/font.woff2` would name another file.
 */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, quote: string, target: string) => {
    if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target)) return whole;
    const resolved = new URL(target, `http://x${href}`);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * Attributes the page's boot script (lib/bootScript.ts) may set on <html> before the first paint,
 * from what the visitor stored: a dark theme, the consent already answered (the banner hidden).
 * The server's markup never has them, so the rules that name them are kept whatever it holds.
 */
export const BOOT_ATTRIBUTES = ["data-theme", "data-consent"] as const;
const BOOT_RULES = new RegExp(`\\[(?:${BOOT_ATTRIBUTES.join("|")})\\b`);

class SheetBeasties extends Beasties {
  private readonly sheets: SheetReader;
  constructor(sheets: SheetReader) {
    super({
      // Next already preloads the font; its @font-face rules are added whole (fontFaces).
      inlineFonts: false,
      preloadFonts: false,
      pruneSource: false,
      mergeStylesheets: true,
      reduceInlineStyles: false,
      // Its compressing writer drops the semicolon before a declaration that follows a trailing one
      // (`display:flexposition:relative`); the build's CSS is minified already.
      compress: false,
      logLevel: "silent",
      allowRules: [BOOT_RULES],
    });
    this.sheets = sheets;
  }
  override getCssAsset(href: string): string | undefined {
    if (!isBuildSheet(href)) return undefined;
    const css = this.sheets(href);
    return css === undefined ? undefined : absoluteUrls(css, href);
  }
}

/**
 * The sheets' @font-face rules, each once: the first screen's text is set in them, and the
 * matching above cannot see a family named through a custom property (`var(--font-inter)`).
 */
function fontFaces(links: readonly string[], sheets: SheetReader): string {
  const faces = new Set<string>();
  for (const href of links) for (const m of absoluteUrls(sheets(href) ?? "", href).matchAll(/@font-face\s*\{[^}]*\}/g)) faces.add(m[0]);
  return [...faces].join("");
}

/** The build stylesheets a document links, in order. */
const buildSheets = (html: string): RegExpExecArray[] => [...html.matchAll(SHEET_LINK)].filter((m) => isBuildSheet(HREF.exec(m[0])?.[1] ?? ""));

/** The <style> texts of a document. */
const styleTexts = (html: string): string[] => [...html.matchAll(STYLE)].map((m) => m[1] ?? "");

/**
 * The CSS of `html`'s build stylesheets that its markup uses, or "" when it links none. The scripts
 * are left out of what is matched: they add nothing to the markup, only parsing time.
 */
export async function firstScreenCss(html: string, sheets: SheetReader): Promise<string> {
  const links = buildSheets(html).map((m) => HREF.exec(m[0])?.[1] ?? "");
  if (!links.length) return "";
  const markup = html.replace(SCRIPT, "");
  const before = new Set(styleTexts(markup));
  const out = await new SheetBeasties(sheets).process(markup);
  const matched = styleTexts(out).filter((text) => !before.has(text)).join("");
  return matched && fontFaces(links, sheets) + matched;
}

/**
 * `html` with `css` in a <style> where its first build stylesheet link was, and those links
 * (unchanged, in their order, the later ones preloaded) just before </body>. Unchanged without a
 * link, a body or any CSS.
 */
export function withFirstScreenCss(html: string, css: string): string {
  const links = buildSheets(html);
  const bodyEnd = html.lastIndexOf("</body>");
  const first = links[0];
  if (!css || first?.index === undefined || bodyEnd < 0 || links.some((m) => (m.index ?? 0) > bodyEnd)) return html;
  const moved = [...links, ...[...html.slice(0, bodyEnd).matchAll(FONT_PRELOAD)].filter((m) => isBuildFont(HREF.exec(m[0])?.[1] ?? ""))].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  let out = "";
  let at = 0;
  for (const tag of moved) {
    out += html.slice(at, tag.index) + (tag === first ? `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>` : "");
    at = (tag.index ?? 0) + tag[0].length;
  }
  const fonts = moved.filter((m) => !links.includes(m)).map((m) => m[0]);
  return out + html.slice(at, bodyEnd) + preloads(links.slice(1)) + links.map((m) => m[0]).join("") + fonts.join("") + html.slice(bodyEnd);
}

/**
 * Chromium's parser waits at a pending stylesheet in the body, so the links after the first would
 * be requested only once it has arrived, one round trip each: each is preloaded beside the first.
 */
const preloads = (links: readonly RegExpExecArray[]): string =>
  links.map((m) => `<link rel="preload" as="style" href="${HREF.exec(m[0])?.[1] ?? ""}"/>`).join("");

/** Both steps: the document as the entry server sends it. */
export async function inlineFirstScreenCss(html: string, sheets: SheetReader): Promise<string> {
  return withFirstScreenCss(html, await firstScreenCss(html, sheets));
}
