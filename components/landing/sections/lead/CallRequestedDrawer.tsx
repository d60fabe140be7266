"use client";

import { Button } from "@/components/ui/Button";
import { Drawer } from "@/components/ui/Drawer";
import { OFFICIAL_SALES_PREFIX } from "@/lib/contact";
import styles from "./Lead.module.css";

export const CALL_REQUESTED_TITLE = "Ligação solicitada!";

/**
 * The 'call requested' drawer (marketing §1): confirms a callback request. It fades out and
 * leaves the page 550 ms after closing (the Drawer's hide delay, marketing §4).
 */
export function CallRequestedDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={CALL_REQUESTED_TITLE}
      side="bottom"
      footer={
        <Button onClick={onClose} fullWidth>
          Entendi
        </Button>
      }
    >
      <div className={styles.called}>
        <p>Recebemos seu pedido. Um consultor da TIM vai ligar para você em breve para concluir a contratação.</p>
        <p>
          Nossas ligações vêm de números oficiais que começam com <strong>{OFFICIAL_SALES_PREFIX}</strong>.
        </p>
      </div>
    </Drawer>
  );
}
