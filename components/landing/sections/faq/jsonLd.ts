import { answerText, type FaqItem } from "@/lib/content/faq";

/** schema.org FAQPage of the questions shown (marketing §2: structured FAQ data for search engines). */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: answerText(item) },
    })),
  };
}
