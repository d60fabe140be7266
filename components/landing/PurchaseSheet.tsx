"use client";

import { useState } from "react";
import { BottomSheet } from "@/components/ui/BottomSheet";
import type { Plan } from "@/lib/plans/types";
import { WhatsAppIcon } from "./icons";
import { whatsAppHref } from "./links";
import styles from "./PurchaseSheet.module.css";
import { TrackedLink } from "./TrackedLink";

/**
 * Marketing §2 "Mobile purchase bottom sheet": on phones, 'Contratar agora' asks how to go on,
 * online (the checkout) or through the messaging app. `plan` null means closed.
 */
export function PurchaseSheet({
  plan,
  hrefFor,
  onClose,
}: {
  plan: Plan | null;
  hrefFor: (plan: Plan) => string;
  onClose: () => void;
}) {
  // The last plan stays on screen while the sheet slides out.
  const [shown, setShown] = useState(plan);
  if (plan && plan !== shown) setShown(plan);
  const whatsapp = whatsAppHref(shown);

  return (
    <BottomSheet
      open={plan !== null}
      onClose={onClose}
      title="Como você quer seguir com a contratação do seu plano?"
      description={shown ? `Plano ${shown.plan}` : undefined}
    >
      {shown && (
        <TrackedLink className={styles.online} href={hrefFor(shown)}>
          Contratar online
        </TrackedLink>
      )}
      {whatsapp && (
        <a className={styles.whatsapp} href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          <WhatsAppIcon className={styles.icon} />
          Contratar por Whatsapp<span className="visually-hidden"> (abre em nova aba)</span>
        </a>
      )}
    </BottomSheet>
  );
}
