export * from "./entities";
export * from "./fields";
export * from "./calls";
export * from "./match";
export * from "../idempotency";
export * from "./exchange";
export * from "./privacy";
