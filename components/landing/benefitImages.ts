/**
 * Our own benefit logos (public/images/benefits), by benefit slug. The catalogue's imageLight and
 * imageDark may point anywhere (the operator's API); the page shows only local, sized artwork.
 */
const KNOWN = new Set([
  "max",
  "paramount-plus",
  "globo-play",
  "seguranca-digital",
  "babbel",
  "aya-books",
  "games-club",
  "looke",
  "aya-ensinah",
  "aya-bancah",
  "bancah",
  "wifi6",
  "deezer",
  "band-sports",
  "band-news",
]);

/** Logos drawn dark on light that need a light version on the dark theme (marketing §3). */
const WITH_DARK = new Set(["deezer", "max", "looke"]);

/** Benefits left out of a plan card's icon row (marketing §9): streaming has its own toggles. */
export const CARD_ICON_EXCLUDED = new Set(["deezer", "max", "paramount-plus"]);

const file = (name: string) => `/images/benefits/${name}.svg`;

/** The light-theme logo of a benefit; a generic app tile for a slug we have no art for. */
export function benefitImage(slug: string): string {
  const key = slug.toLowerCase() === "bancah" ? "aya-bancah" : slug.toLowerCase();
  return KNOWN.has(key) ? file(key) : file("app");
}

/** The dark-theme logo, when the benefit has one. */
export function benefitImageDark(slug: string): string | null {
  const key = slug.toLowerCase();
  return WITH_DARK.has(key) ? file(`${key}-dark`) : null;
}
