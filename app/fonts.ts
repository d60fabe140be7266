import localFont from "next/font/local";

/**
 * Inter, self-hosted (no font download at build or run time): a subset of @fontsource-variable's
 * latin file made by scripts/subset-font.sh, weights 400-800 and the characters of Portuguese copy
 * (27 KB instead of 48 KB; it is preloaded, so every page fetched it before its first paint).
 * Licence: app/fonts/inter-LICENSE.txt (SIL OFL 1.1).
 */
export const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 800",
  display: "swap",
});
