import { Button } from "@/components/ui/Button";
import { COVERAGE_CTA } from "@/lib/content/coverage";
import type { SectionProps } from "./types";
import section from "./Section.module.css";
import styles from "./CoverageCta.module.css";
import { coverageHref } from "./urls";

export interface CoverageCtaProps extends SectionProps {
  /** band: a full-width coloured strip between sections; card: a compact card beside content. */
  variant?: "band" | "card";
  /** id of the heading; give distinct ones when the page shows the call twice. */
  headingId?: string;
}

/**
 * The coverage call to action (marketing §2), hidden on livelo; its link keeps the addon prefix
 * on every variant (coverageHref). The spec shows no difference
 * between the two variants but their use: the band stands alone, the card sits in a column.
 */
export function CoverageCta({ addon, variant = "band", headingId = `cobertura-${variant}-title` }: CoverageCtaProps) {
  if (!addon.showCoverageCta) return null;
  const band = variant === "band";
  return (
    <section
      aria-labelledby={headingId}
      className={band ? `${section.band} ${styles.band}` : styles.card}
      data-variant={variant}
    >
      <div className={styles.text}>
        <h2 id={headingId} className={band ? section.title : styles.cardTitle}>
          {COVERAGE_CTA.title}
        </h2>
        <p className={band ? section.lead : section.cardText}>{COVERAGE_CTA.text}</p>
      </div>
      <Button href={coverageHref(addon)} prefetch={false} className={band ? section.onBand : undefined}>
        {COVERAGE_CTA.cta}
      </Button>
    </section>
  );
}
