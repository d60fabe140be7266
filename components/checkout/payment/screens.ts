import type { ScreenMap } from "@/components/screens/types";

/** Checkout steps of this group by route key (merged in components/checkout/screens.ts). */
export const PAYMENT_SCREENS: ScreenMap = {};
