/** The consent cookie's values (marketing §3): nothing, everything, advertising only, performance only. */
export const CONSENT_VALUES = ["denied", "both", "publi", "func"] as const;
export type ConsentValue = (typeof CONSENT_VALUES)[number];

/** The raw cookie strings as the browser holds them (undefined = cookie absent). */
export interface ConsentCookies {
  value?: string;
  expiry?: string;
}

/** One cookie to set; the pure rules say what to write, the adapter writes it. */
export interface CookieWrite {
  name: string;
  value: string;
  expires: Date;
}

/** The manage modal's two toggles (marketing §4). */
export interface ConsentSelection {
  /** Advertising. */
  publi: boolean;
  /** Performance and functionality. */
  func: boolean;
}

export type ConsentChoice = "accept" | "reject" | ConsentSelection;
