"use client";

import { useState } from "react";
import { Button } from "@/components/ui/Button";
import { Drawer } from "@/components/ui/Drawer";
import type { Benefit } from "@/lib/api/contract";
import type { Plan } from "@/lib/plans/types";
import { BenefitLogo } from "./BenefitLogo";
import styles from "./BenefitsDrawer.module.css";

interface Item {
  slug: string;
  name: string;
  description: string;
}

/**
 * The plan's benefits with the catalogue's name and description; a benefit the catalogue does not
 * describe (or has disabled) still shows under the plan's own name, since the plan includes it.
 */
function itemsOf(plan: Plan, catalogue: readonly Benefit[]): Item[] {
  const bySlug = new Map(catalogue.map((b) => [b.slug.toLowerCase(), b]));
  return (plan.benefits ?? []).map((own) => {
    const known = bySlug.get(own.slug.toLowerCase());
    const described = known && known.enabled !== false ? known : null;
    return { slug: own.slug, name: described?.benefit ?? own.benefit, description: described?.description ?? "" };
  });
}

/**
 * Marketing §2 "Benefits drawer": a right-side panel, 300 px (700 px on wider screens), listing
 * each benefit of the selected plan. `plan` null means closed; the parent clears it on close.
 */
export function BenefitsDrawer({
  plan,
  benefits,
  onClose,
}: {
  plan: Plan | null;
  benefits: readonly Benefit[];
  onClose: () => void;
}) {
  // The last plan stays on screen while the panel slides out.
  const [shown, setShown] = useState(plan);
  if (plan && plan !== shown) setShown(plan);
  const items = shown ? itemsOf(shown, benefits) : [];

  return (
    <Drawer
      open={plan !== null}
      onClose={onClose}
      title="Conheça os beneficios"
      closeLabel="Fechar painel de benefícios"
      className={styles.panel}
      footer={
        <Button variant="secondary" fullWidth onClick={onClose}>
          Fechar
        </Button>
      }
    >
      {shown && <p className={styles.plan}>Incluídos no plano {shown.plan}</p>}
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.slug} className={styles.item}>
            <BenefitLogo slug={item.slug} name={item.name} size={48} decorative />
            <div>
              <h3 className={styles.name}>{item.name}</h3>
              {item.description && <p className={styles.description}>{item.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
