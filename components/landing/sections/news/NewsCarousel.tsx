"use client";

import { StaticImage } from "@/components/ui/StaticImage";
import { useState } from "react";
import { ScrollRow, SCROLL_STEP_PX } from "@/components/ui/ScrollRow";
import { NEWS_IMAGE_DIR, type NewsItem } from "@/lib/content/news";
import { Icon } from "../icons";
import { NewsDrawer } from "./NewsDrawer";
import styles from "./News.module.css";

/**
 * News cards in a row of 320 px steps (marketing §9). The card's title is its one control: an
 * external item is a link opening in a new tab; the others are a button opening the news drawer
 * (marketing §2 "News card"). The whole card is clickable through the title's stretched area.
 */
export function NewsCarousel({ label, items }: { label: string; items: readonly NewsItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // The drawer keeps the last item while it slides out.
  const [shown, setShown] = useState<NewsItem | null>(null);
  const open = (item: NewsItem) => {
    setShown(item);
    setOpenId(item.id);
  };

  return (
    <>
      <ScrollRow
        label={label}
        step={SCROLL_STEP_PX}
        itemWidth="min(19rem, 82vw)"
        items={items.map((item) => (
          <article key={item.id} className={styles.card}>
            <StaticImage
              src={`${NEWS_IMAGE_DIR}/${item.imageName}`}
              alt=""
              width={400}
              height={225}
              className={styles.art}
              draggable={false}
            />
            <div className={styles.body}>
              <h3 className={styles.title}>
                {item.external && item.linkNews ? (
                  <a href={item.linkNews} target="_blank" rel="noopener noreferrer" className={styles.hit} draggable={false}>
                    {item.title}
                    <Icon name="external" className={styles.externalIcon} />
                    <span className="visually-hidden"> (abre em nova aba)</span>
                  </a>
                ) : (
                  <button type="button" className={styles.hit} onClick={() => open(item)} aria-haspopup="dialog">
                    {item.stream && <Icon name="play" className={styles.playIcon} />}
                    {item.stream && <span className="visually-hidden">Vídeo: </span>}
                    {item.title}
                  </button>
                )}
              </h3>
              <p className={styles.description}>{item.description}</p>
            </div>
          </article>
        ))}
      />
      <NewsDrawer item={shown} open={openId !== null} onClose={() => setOpenId(null)} />
    </>
  );
}
