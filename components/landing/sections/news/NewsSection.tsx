import type { FC } from "react";
import { listedNews, NEWS } from "@/lib/content/news";
import type { SectionProps } from "../types";
import { SectionHeader } from "../SectionHeader";
import section from "../Section.module.css";
import { NewsCarousel } from "@/components/landing/islands";

export const NEWS_TITLE = "Notícias e prêmios";

/** The news and awards carousel (marketing §1), the same on every landing. */
// Typed as a section (it receives the same props) though it shows the same on every addon.
export const NewsSection: FC<SectionProps> = function NewsSection() {
  return (
    <section id="noticias" aria-labelledby="noticias-title" className={section.section}>
      <SectionHeader id="noticias-title" preTitle="Novidades" title={NEWS_TITLE} />
      <NewsCarousel label={NEWS_TITLE} items={listedNews(NEWS)} />
    </section>
  );
};
