import { Accordion, AccordionItem } from "@/components/landing/islands";
import type { FaqBlock, FaqItem } from "@/lib/content/faq";
import { scriptJson } from "@/lib/structured-data/script";
import { faqPageJsonLd } from "./jsonLd";
import styles from "./Faq.module.css";

function Block({ block }: { block: FaqBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className={styles.list}>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The questions as accordions, and their FAQPage JSON-LD. The script is rendered with the
 * server HTML (the CSP allows inline scripts; JSON-LD is data, never executed).
 */
export function FaqList({ items, jsonLd = true }: { items: readonly FaqItem[]; jsonLd?: boolean }) {
  if (items.length === 0) return null;
  return (
    <>
      <Accordion>
        {items.map((item) => (
          <AccordionItem key={item.id ?? item.question} id={item.id} title={item.question} defaultOpen={item.opened}>
            {item.answer.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </AccordionItem>
        ))}
      </Accordion>
      {jsonLd && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqPageJsonLd(items)) }} />
      )}
    </>
  );
}
