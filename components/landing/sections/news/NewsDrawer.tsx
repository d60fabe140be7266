"use client";

import { Drawer } from "@/components/ui/Drawer";
import type { NewsItem } from "@/lib/content/news";
import styles from "./News.module.css";

/**
 * The news drawer (marketing §2 "News card"): the video when the item is a stream, then the
 * full text. A stream item without a video address is not listed (listedNews); a real address
 * needs the CSP's frame-src.
 */
export function NewsDrawer({ item, open, onClose }: { item: NewsItem | null; open: boolean; onClose: () => void }) {
  if (!item) return null;
  return (
    <Drawer open={open} onClose={onClose} title={item.title} className={styles.drawer}>
      {item.stream && item.streamLink && (
        <figure className={styles.video}>
          <iframe
            src={item.streamLink}
            title={`Vídeo: ${item.title}`}
            allow="encrypted-media; picture-in-picture; fullscreen"
            loading="lazy"
            className={styles.player}
          />
        </figure>
      )}
      <div className={styles.full}>
        {(item.fullDescription.length > 0 ? item.fullDescription : [item.description]).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Drawer>
  );
}
