"use client";

import { StaticImage } from "@/components/ui/StaticImage";
import { Drawer } from "@/components/ui/Drawer";
import { NEWS_IMAGE_DIR, type NewsItem } from "@/lib/content/news";
import { Icon } from "../icons";
import styles from "./News.module.css";

/**
 * The news drawer (marketing §2 "News card"): the video when the item is a stream, then the
 * full text. Without a video address the poster stands in for the player (nothing is loaded from
 * another host; a real address needs the CSP's frame-src).
 */
export function NewsDrawer({ item, open, onClose }: { item: NewsItem | null; open: boolean; onClose: () => void }) {
  if (!item) return null;
  return (
    <Drawer open={open} onClose={onClose} title={item.title} className={styles.drawer}>
      {item.stream && (
        <figure className={styles.video}>
          {item.streamLink ? (
            <iframe
              src={item.streamLink}
              title={`Vídeo: ${item.title}`}
              allow="encrypted-media; picture-in-picture; fullscreen"
              loading="lazy"
              className={styles.player}
            />
          ) : (
            <div className={styles.poster}>
              <StaticImage src={`${NEWS_IMAGE_DIR}/${item.imageName}`} alt="" width={640} height={360} className={styles.posterArt} />
              <span className={styles.posterPlay}>
                <Icon name="play" />
              </span>
            </div>
          )}
          {!item.streamLink && <figcaption className={styles.caption}>O vídeo estará disponível em breve.</figcaption>}
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
