import { operatorSettings } from "@/lib/settings";

/**
 * The internal employee form of the collaborator offer (marketing §2: the oferta-colaborador FAQ
 * is only a button to it; §6: employees who are already customers migrate through it). The spec
 * gives no address: COLLABORATOR_FORM_URL sets the operator's at start (lib/settings.ts); by
 * default the variant's own CPF lookup, where an employee who is already a customer identifies himself.
 */
export const collaboratorFormUrl = (): string => operatorSettings().collaboratorFormUrl;
