import { GLOBOPLAY_OFFER_NAME } from "@/lib/plans/names";

/**
 * The four banner slides of marketing §1 (texts are ours; the spec gives the topics). The offer
 * slide's prices come from the addon (Addon.bannerOffer); the links are anchors on the page, so
 * they work before any script runs.
 */
export interface BannerSlide {
  id: "offer" | "tech" | "plans" | "identity";
  eyebrow: string;
  title: string;
  text: string;
  /** Our illustration in public/images/banner (400 × 300). */
  image: string;
  action: { label: string; href: string };
}

/** Where the banner buttons lead (marketing §2): the plan list, or the documents-and-selfie FAQ. */
export const PLANS_ANCHOR = "#planos";
export const DOCS_SELFIE_ANCHOR = "#faq-docs-selfie";

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: "offer",
    eyebrow: "Oferta 700 Mega",
    // The offer's one name (lib/plans/names.ts), as the minicard and the checkout show it.
    title: GLOBOPLAY_OFFER_NAME,
    text: "600 Mega + 100 Mega de bônus por 12 meses, Wi-Fi 6 e Globoplay na mesma conta.",
    image: "/images/banner/offer.svg",
    action: { label: "Ver planos", href: PLANS_ANCHOR },
  },
  {
    id: "tech",
    eyebrow: "Desconto tech",
    title: "Desconto em celulares e eletrônicos para clientes",
    text:
      "Cliente TIM Ultrafibra com a instalação concluída tem desconto na compra de aparelhos, " +
      "a partir de 24 horas depois da instalação.",
    image: "/images/banner/tech.svg",
    action: { label: "Quero ser cliente", href: PLANS_ANCHOR },
  },
  {
    id: "plans",
    eyebrow: "Planos de fibra",
    title: "Internet 100% fibra óptica com Wi-Fi 6 e apps inclusos",
    text: "Planos com velocidade de sobra para a casa toda, em mais de 190 cidades.",
    image: "/images/banner/plans.svg",
    action: { label: "Conheça os planos", href: PLANS_ANCHOR },
  },
  {
    id: "identity",
    eyebrow: "Contratação segura",
    title: "Validação de identidade com selfie e documento",
    text: "Para proteger você, confirmamos quem contrata com biometria facial e foto do documento, tudo pelo celular.",
    image: "/images/banner/identity.svg",
    action: { label: "Saiba como funciona", href: DOCS_SELFIE_ANCHOR },
  },
];
