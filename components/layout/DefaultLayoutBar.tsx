"use client";

import Link from "@/components/ui/SiteLink";
import { useUi } from "@/components/providers/StoreProvider";
import styles from "./DefaultLayoutBar.module.css";
import { LANGUAGE_CYCLE, TEMPLATE_TEXTS } from "./templateTexts";

/** The default layout's small bar (marketing §2): home and about links, theme and language toggles. */
export function DefaultLayoutBar({ homeHref }: { homeHref: string }) {
  const theme = useUi((s) => s.theme);
  const language = useUi((s) => s.language);
  const set = useUi((s) => s.set);
  const t = TEMPLATE_TEXTS[language];
  const next = TEMPLATE_TEXTS[LANGUAGE_CYCLE[language]];
  return (
    <div className={styles.bar} lang={t.lang} data-testid="default-layout-bar">
      <div className={styles.inner}>
        <nav aria-label={t.home}>
          <ul className={styles.links}>
            <li>
              <Link href={homeHref}>{t.home}</Link>
            </li>
            <li>
              <Link href={`${homeHref}#sobre`}>{t.about}</Link>
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={theme === "dark"}
          onClick={() => set({ theme: theme === "dark" ? "light" : "dark" })}
        >
          {t.toDark}
        </button>
        <button
          type="button"
          className={styles.toggle}
          lang={next.lang}
          onClick={() => set({ language: LANGUAGE_CYCLE[language] })}
        >
          {t.nextLanguage}
        </button>
      </div>
    </div>
  );
}
