import localFont from "next/font/local";

/**
 * Inter, self-hosted (no font download at build or run time): a subset of @fontsource-variable's
 * latin file made by scripts/subset-font.sh, weights 400-800 and the characters of Portuguese copy
 * (27 KB instead of 48 KB). Preloaded: without the preload it arrived after the first paint and the
 * swap moved text (CLS 0.04 on the coverage page in the bench) for no measurable LCP gain.
 * Licence: app/fonts/inter-LICENSE.txt (SIL OFL 1.1).
 */
export const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 800",
  display: "swap",
  // The stand-ins are ours (styles/font-fallback.css): next/font's names only local("Arial").
  adjustFontFallback: false,
});
