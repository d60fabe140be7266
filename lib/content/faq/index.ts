import type { Addon, FaqSet } from "@/lib/addons";
import { collaboratorFormUrl } from "../collaborator";
import { GENERAL_FAQ } from "./general";
import { HBO_MAX_FAQ, PARAMOUNT_FAQ, PARTNER_FAQ_ITEM, STREAMING_SERVICE_FAQ } from "./streaming";
import type { FaqContent } from "./types";

export { answerText, type FaqBlock, type FaqContent, type FaqItem } from "./types";
export { GENERAL_FAQ, HBO_MAX_FAQ, PARAMOUNT_FAQ, PARTNER_FAQ_ITEM, STREAMING_SERVICE_FAQ };

/** The FAQ block of each set (marketing §2 "FAQ block": the title depends on the variant). */
const FAQ_SETS: Readonly<Record<FaqSet, FaqContent>> = {
  general: { title: "Perguntas frequentes", items: GENERAL_FAQ, employeeForm: null },
  paramount: { title: "Dúvidas sobre o Paramount+ com TIM Ultrafibra", items: PARAMOUNT_FAQ, employeeForm: null },
  "hbo-max": { title: "Dúvidas sobre o HBO Max com TIM Ultrafibra", items: HBO_MAX_FAQ, employeeForm: null },
  "oferta-colaborador": {
    title: "Já é cliente TIM Ultrafibra?",
    items: [],
    employeeForm: {
      text: "Colaborador que já tem TIM Ultrafibra em casa pode migrar para a oferta colaborador pelo formulário interno.",
      label: "Acessar formulário do colaborador",
      get href() {
        // Read when the FAQ is drawn: an operator setting of the running server.
        return collaboratorFormUrl();
      },
    },
  },
  "movel-blindagem": {
    title: "Perguntas frequentes",
    items: [PARTNER_FAQ_ITEM, ...GENERAL_FAQ],
    employeeForm: null,
  },
};

export function faqFor(addon: Pick<Addon, "faqSet">): FaqContent {
  return FAQ_SETS[addon.faqSet];
}

/** The streaming-service page's own FAQ (marketing §2: 9 questions). */
export const STREAMING_FAQ_TITLE = "Dúvidas sobre o Globoplay";
