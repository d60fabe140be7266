import { StaticImage } from "@/components/ui/StaticImage";
import styles from "./BenefitLogo.module.css";
import { benefitImage, benefitImageDark } from "./benefitImages";

/**
 * A benefit's logo, with its dark-theme version where it has one (marketing §3: Deezer, MAX,
 * looke); CSS shows the one that fits the theme. `name` is the alt text; pass decorative when
 * the name is written next to it.
 */
export function BenefitLogo({
  slug,
  name,
  size = 32,
  decorative = false,
  className,
}: {
  slug: string;
  name: string;
  size?: number;
  decorative?: boolean;
  className?: string;
}) {
  const dark = benefitImageDark(slug);
  const alt = decorative ? "" : name;
  return (
    <span className={[styles.logo, className].filter(Boolean).join(" ")} style={{ width: size, height: size }}>
      <StaticImage src={benefitImage(slug)} alt={alt} width={size} height={size} className={dark ? styles.light : undefined} />
      {dark && <StaticImage src={dark} alt={alt} width={size} height={size} className={styles.dark} />}
    </span>
  );
}
