/**
 * Brazilian validation rules, masks, messages and one zod schema per form (docs/architecture.md
 * "Where each rule lives"). Rules are pure functions; schemas take masked input and output API values.
 */
export * from "./rules";
export * from "./fields";
export * from "./forms";
export * from "./api";
