import { ScrollRow } from "@/components/landing/islands";
import { APPS_COLUMN_WIDTH, APPS_EXCLUDED_SLUGS, APPS_SCROLL_STEP } from "@/lib/content/apps";
import type { SectionProps } from "../types";
import { SectionHeader } from "../SectionHeader";
import section from "../Section.module.css";
import { BenefitCardView } from "./BenefitCardView";

/** What the section is called where the addon shows no title (black-friday), for screen readers. */
export const APPS_HIDDEN_TITLE = "Apps inclusos";

/**
 * Apps details (marketing §2): the benefit catalogue without Wi-Fi 6, as cards in two rows that
 * scroll sideways (drag, arrows of 320 px, keyboard). The heading is addon.appsTitle; on
 * black-friday, whose title the spec says is absent, the cards show without a visible header
 * (a visually hidden heading keeps the section named and the page's heading order). The section
 * is absent when there is nothing to show, and on the Globoplay page, whose streaming section
 * has its own list of the bundle's apps (with 'Ver Planos' cards for Paramount+ and Max): the
 * same cards twice on one page would only repeat.
 */
export function AppsSection({ addon, benefits = [] }: SectionProps) {
  const title = addon.appsTitle;
  const apps = benefits.filter((b) => b.enabled !== false && !APPS_EXCLUDED_SLUGS.includes(b.slug));
  if (apps.length === 0 || addon.streaming === "globoplay") return null;
  return (
    <section id="apps" aria-labelledby="apps-title" className={section.section}>
      {title ? (
        <SectionHeader
          id="apps-title"
          preTitle="Apps inclusos"
          title={title}
          lead="Conteúdo, estudo, segurança e diversão que vêm com os planos TIM Ultrafibra."
        />
      ) : (
        <h2 id="apps-title" className="visually-hidden">
          {APPS_HIDDEN_TITLE}
        </h2>
      )}
      <ScrollRow
        label={title ?? APPS_HIDDEN_TITLE}
        rows={2}
        step={APPS_SCROLL_STEP}
        itemWidth={APPS_COLUMN_WIDTH}
        items={apps.map((benefit) => (
          <BenefitCardView key={benefit.slug} benefit={benefit} addon={addon} />
        ))}
      />
    </section>
  );
}
