/**
 * Brazilian validation rules, masks, messages and one zod schema per form (ARCHITECTURE "Domain
 * logic"). Rules are pure functions; schemas take masked input and output API values.
 */
export * from "./digits";
export * from "./cep";
export * from "./phone";
export * from "./cpf";
export * from "./cnpj";
export * from "./date";
export * from "./age";
export * from "./name";
export * from "./email";
export * from "./bank";
export * from "./installation";
export * from "./masks";
export * from "./messages";
export * from "./fields";
export * from "./forms";
export * from "./api";
