export * from "./deviceInfo";
export * from "./session";
export { loadScript } from "./loadScript";
export * from "./preferences";
