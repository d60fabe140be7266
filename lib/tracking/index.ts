export * from "./engagement";
export * from "./events";
export * from "./tuid";
export { createTracker, type CartItem, type CheckoutOrder, type Tracker, type TrackerEnv } from "./tracker";
export { stripPersonal, type GuardOptions } from "./guard";
export { isValidStep, phoneWithCountryCode, priceValue } from "./normalize";
export * from "./recovery";
export * from "./livelo";
