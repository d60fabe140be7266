import { LabelledSection } from "@/components/ui/LabelledSection";
import Link from "@/components/ui/SiteLink";
import { SUPPORT_FIBRE, SUPPORT_FIBRE_DIAL, SUPPORT_MOBILE, telHref } from "@/lib/contact";
import styles from "./personal.module.css";

/**
 * Ways to finish the order with a person when the site cannot (validacao/erro1 and erro2): the
 * support numbers of funnel §1 as tap-to-call links, and the callback request page.
 */
export function ContactOptions({ callbackHref }: { callbackHref: string }) {
  return (
    <LabelledSection headingId="contact-heading" title="Fale com a gente" className={styles.contact} titleClassName={styles.subheading}>
      <ul className={styles.phones}>
        <li>
          De qualquer telefone:{" "}
          <a className={styles.phone} href={telHref(SUPPORT_FIBRE_DIAL)}>
            {SUPPORT_FIBRE}
          </a>
        </li>
        <li>
          Do celular TIM:{" "}
          <a className={styles.phone} href={telHref(SUPPORT_MOBILE)}>
            {SUPPORT_MOBILE}
          </a>
        </li>
      </ul>
      <p>
        <Link href={callbackHref}>Prefiro que a TIM me ligue</Link>
      </p>
    </LabelledSection>
  );
}
