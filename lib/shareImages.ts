import type { ShareImageId } from "@/lib/addons";

/**
 * The Open Graph images: the picture WhatsApp, Facebook, LinkedIn and X show for a shared link.
 * One per family of variants (Addon.shareImage), drawn at build by app/og/[image]/route.tsx from
 * these texts; lib/seo.ts points each page's og:image and twitter:image at its variant's.
 */

/** The 1.91:1 size every one of those apps crops to without losing the sides. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareImage {
  /** The small label above the headline. */
  eyebrow: string;
  headline: string;
  tagline: string;
  /** The Black Friday look: near-black instead of the brand's navy. */
  dark: boolean;
  /** The image's alternative text (og:image:alt): what it says, brand first. */
  alt: string;
}

/** Facts every image shows at the bottom (marketing: every plan is fibre with Wi-Fi 6). */
export const SHARE_IMAGE_FACTS = ["100% fibra óptica", "Wi-Fi 6 incluso", "Contratação online"] as const;

const image = (eyebrow: string, headline: string, tagline: string, dark = false): ShareImage => ({
  eyebrow,
  headline,
  tagline,
  dark,
  alt: `TIM Ultrafibra: ${headline}. ${tagline}`,
});

export const SHARE_IMAGES: Readonly<Record<ShareImageId, ShareImage>> = {
  default: image(
    "Internet fibra",
    "De 500 Mega a 2 Giga, com Wi-Fi 6 e streaming",
    "Consulte a cobertura no seu CEP e contrate online.",
  ),
  tim: image(
    "Para clientes TIM",
    "Internet fibra em casa para quem já é TIM",
    "Wi-Fi 6 e streaming, junto com o seu plano TIM móvel.",
  ),
  streaming: image(
    "Internet + streaming",
    "Internet fibra e streaming na mesma conta",
    "Planos com Globoplay, HBO Max ou Paramount+ inclusos.",
  ),
  "black-friday": image(
    "Black Friday",
    "Internet fibra com desconto de Black Friday",
    "Planos com Wi-Fi 6 e apps de streaming inclusos.",
    true,
  ),
};

export const SHARE_IMAGE_IDS = Object.keys(SHARE_IMAGES) as ShareImageId[];

export function isShareImageId(value: string): value is ShareImageId {
  return Object.hasOwn(SHARE_IMAGES, value);
}

/** The image's file name, as app/og/[image]/route.tsx serves it. */
export const shareImageFile = (id: ShareImageId): string => `${id}.png`;

/** The image's path on this site. */
export const shareImagePath = (id: ShareImageId): string => `/og/${shareImageFile(id)}`;
