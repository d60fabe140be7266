import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { StartupEffects } from "@/components/layout/StartupEffects";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { BOOT_SCRIPT } from "@/lib/bootScript";
import { operatorSettings, SETTINGS_ELEMENT_ID, settingsJson } from "@/lib/settings";
import { BRAND, siteUrl, THEME_COLOR } from "@/lib/seo";
import { TAG_SETTINGS_ELEMENT_ID } from "@/lib/tags/settings";
import { tagSettingsFromEnv, tagSettingsJson } from "@/lib/tags/settings-env";
import "@/styles/globals.css";
import { inter } from "./fonts";

export const metadata: Metadata = {
  // Null without SITE_URL, and pageMetadata then sets no canonical. Next 16 leaves relative
  // canonical and og:url as they are without a metadataBase, but resolves relative og/twitter
  // images against http://localhost:3000: add such images only with a SITE_URL.
  metadataBase: siteUrl(),
  applicationName: BRAND,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: THEME_COLOR,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  // Read at run time, like the operator settings: null when no tag setting is set (no block).
  const tags = tagSettingsJson(tagSettingsFromEnv(process.env));
  return (
    // The boot scripts may set data-theme, the font size and the consent hint before React hydrates.
    <html lang="pt-BR" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />
        {/* The operator's settings of this server (lib/settings.ts), for client components. */}
        <script type="application/json" id={SETTINGS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: settingsJson(operatorSettings()) }} />
        {/* The tag settings (lib/tags/settings), only when one is set. */}
        {tags && <script type="application/json" id={TAG_SETTINGS_ELEMENT_ID} dangerouslySetInnerHTML={{ __html: tags }} />}
      </head>
      <body>
        <StoreProvider>
          <StartupEffects />
          {children}
        </StoreProvider>
      </body>
    </html>
  );
}
