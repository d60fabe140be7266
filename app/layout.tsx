import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { PREFERENCES_BOOT_SCRIPT, StartupEffects } from "@/components/layout/StartupEffects";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { BRAND, siteUrl } from "@/lib/seo";
import "@/styles/globals.css";
import { inter } from "./fonts";

export const metadata: Metadata = {
  metadataBase: siteUrl(),
  applicationName: BRAND,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#001e62",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script may set data-theme and the font size before React hydrates.
    <html lang="pt-BR" className={inter.variable} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: PREFERENCES_BOOT_SCRIPT }} />
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
