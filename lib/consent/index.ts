export * from "./types";
export * from "./constants";
export * from "./rules";
export { applyCookieWrites, bannerPending, currentConsent, readConsentCookies } from "./browser";
export * from "./controller";
export * from "./settings";
