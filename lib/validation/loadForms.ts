/**
 * The form schemas (lib/validation/forms) and zod with them, as one script loaded on first use:
 * `zodForm(() => loadForms().then((f) => f.checkoutPhoneSchema))`. The import is dynamic so that a
 * component naming a schema this way does not put zod in its page's first JavaScript.
 */
export const loadForms = () => import("./forms");
