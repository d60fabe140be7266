/**
 * Apps details and streaming benefit lists (marketing §2): which benefits each list leaves out and
 * which cards carry a 'Ver Planos' link to a streaming page (the query string is added in the
 * browser).
 */

/** Apps details carousel: Wi-Fi 6 is a feature of the modem, not an app. */
export const APPS_EXCLUDED_SLUGS: readonly string[] = ["wifi6"];

/** Streaming-service page: its benefit list leaves out the other streaming services. */
export const STREAMING_PAGE_EXCLUDED_SLUGS: readonly string[] = ["wifi6", "MAX", "paramount-plus"];

/** 'Ver Planos' targets by benefit slug (marketing §2: Paramount+ → /paramount, Max → /max). */
export const SEE_PLANS_LINKS: Readonly<Record<string, string>> = {
  "paramount-plus": "/paramount/",
  MAX: "/max/",
};

export const SEE_PLANS_LABEL = "Ver Planos";

/** The two-row carousel steps 320 px (marketing §9): a 304 px column plus the 16 px gap. */
export const APPS_SCROLL_STEP = 320;
export const APPS_COLUMN_WIDTH = "min(19rem, 80vw)";
