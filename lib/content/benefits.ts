/**
 * The benefits carousel (marketing §1-2: four cards, in the spec's order). `icon` names an inline
 * icon of components/landing/sections/icons.
 */
export interface BenefitCard {
  readonly id: string;
  readonly icon: "support" | "wifi" | "apps" | "plans";
  readonly title: string;
  readonly text: string;
}

export const BENEFITS_TITLE = "Por que escolher a TIM Ultrafibra";

export const BENEFIT_CARDS: readonly BenefitCard[] = [
  {
    id: "suporte",
    icon: "support",
    title: "Suporte técnico completo",
    text: "Instalação feita por técnicos da TIM e atendimento pelo 10341 sempre que você precisar.",
  },
  {
    id: "wifi6",
    icon: "wifi",
    title: "Wi-Fi 6",
    text: "Modem incluso, até 40% mais rápido e com criptografia WPA-3 para proteger a sua rede.",
  },
  {
    id: "assinaturas",
    icon: "apps",
    title: "Assinaturas inclusas",
    text: "Apps de leitura, idiomas, jogos e segurança, e opções com Globoplay, HBO Max ou Paramount+.",
  },
  {
    id: "planos",
    icon: "plans",
    title: "Várias opções de planos",
    text: "De 500 Mega a 2 Giga, com upload alto e desconto no débito automático por 12 meses.",
  },
];
