import type { FC } from "react";
import { StaticImage } from "@/components/ui/StaticImage";
import { WIFI6 } from "@/lib/content/wifi";
import type { SectionProps } from "./types";
import section from "./Section.module.css";
import styles from "./Wifi.module.css";

/** The Wi-Fi 6 block (marketing §1): up to 40% faster, WPA-3. Shown on every landing. */
// Typed as a section (it receives the same props) though it shows the same on every addon.
export const WifiSection: FC<SectionProps> = function WifiSection() {
  return (
    <section id="wifi6" aria-labelledby="wifi6-title" className={`${section.section} ${styles.wifi}`}>
      <div className={styles.text}>
        <p className={section.preTitle}>{WIFI6.preTitle}</p>
        <h2 id="wifi6-title" className={section.title}>
          {WIFI6.title}
        </h2>
        <p className={section.lead}>{WIFI6.text}</p>
        <dl className={styles.points}>
          {WIFI6.points.map((point) => (
            <div key={point.label} className={styles.point}>
              <dt className={styles.value}>
                {point.value} <span className={styles.label}>{point.label}</span>
              </dt>
              <dd className={styles.pointText}>{point.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <StaticImage src="/images/sections/wifi6.svg" alt="" width={520} height={420} className={styles.art} />
    </section>
  );
};
