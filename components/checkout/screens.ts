import type { ScreenMap } from "@/components/screens/types";

/** Screens of this domain by route key; see components/screens/registry.tsx. */
export const CHECKOUT_SCREENS: ScreenMap = {};
