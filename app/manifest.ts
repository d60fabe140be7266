import type { MetadataRoute } from "next";
import { DEFAULT_ADDON } from "@/lib/addons";
import { BRAND, THEME_COLOR } from "@/lib/seo";

/**
 * /manifest.webmanifest: the name and icons a phone uses when the site is added to the home
 * screen. minimal-ui keeps the browser's back and reload buttons: the funnel is a website, with
 * links out (WhatsApp, tel:, regulations PDF). The PNGs come from scripts/make-icons.sh; the
 * maskable one keeps the wave inside the safe zone Android crops to a circle or squircle.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: BRAND,
    short_name: BRAND,
    description: DEFAULT_ADDON.description,
    lang: "pt-BR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "minimal-ui",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
