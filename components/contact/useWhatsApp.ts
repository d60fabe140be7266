"use client";

import { useEffect, useState } from "react";
import { addonCatalogue } from "@/components/checkout/runtime/catalogue";
import { whatsAppHref } from "@/components/landing/links";
import type { Addon } from "@/lib/addons";

/** The addon's WhatsApp sales link (the first plan of its catalogue that has one), or null. */
export function useWhatsApp(addon: Addon): string | null {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void addonCatalogue(addon).then((plans) => {
      // Without the list there is no link to offer: the page shows its other ways to reach us.
      if (live && plans.ok) setHref(plans.data.map(whatsAppHref).find((h) => h !== null) ?? null);
    });
    return () => {
      live = false;
    };
  }, [addon]);
  return href;
}
