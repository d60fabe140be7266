/**
 * One zod schema per form, shared by the client forms (react-hook-form's zodResolver) and the
 * server. Input: what the user typed through the masks. Output: API values (digits, ISO dates).
 * Schemas that depend on context (block-allotment address, person type, bank list, today) are
 * factories.
 */
export * from "./marketing";
export * from "./address";
export * from "./personal";
export * from "./payment";
export * from "./installation";
export * from "./customer";
