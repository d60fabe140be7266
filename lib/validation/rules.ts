/**
 * The validation rules, masks, limits and messages without zod: what forms need while a page
 * starts (masks, length limits, date helpers, due days). Client components import these from here;
 * the zod schemas (fields, forms) load when a form first validates (components/ui/forms.ts), so
 * zod stays out of a page's first JavaScript. `@/lib/validation` is the whole set, for the server.
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
export * from "./address";
export * from "./masks";
export * from "./masked";
export * from "./messages";
export * from "./loadForms";
export * from "./forms/constants";
