import { Button } from "@/components/ui/Button";
import { faqFor } from "@/lib/content/faq";
import type { SectionProps } from "../types";
import { SectionHeader } from "../SectionHeader";
import section from "../Section.module.css";
import styles from "./Faq.module.css";
import { FaqList } from "./FaqList";

/**
 * The FAQ block (marketing §2), `id="faq"`: the addon's FAQ set and title; oferta-colaborador
 * gets only the button to the employee form.
 */
export function FaqSection({ addon }: SectionProps) {
  const faq = faqFor(addon);
  return (
    <section id="faq" aria-labelledby="faq-title" className={`${section.section} ${styles.faq}`}>
      <SectionHeader id="faq-title" title={faq.title} center />
      {faq.employeeForm && (
        <div className={styles.employee}>
          <p>{faq.employeeForm.text}</p>
          <Button href={faq.employeeForm.href} prefetch={false}>
            {faq.employeeForm.label}
          </Button>
        </div>
      )}
      <FaqList items={faq.items} />
    </section>
  );
}
