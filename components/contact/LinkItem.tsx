import type { ReactNode } from "react";
import Link from "@/components/ui/SiteLink";
import styles from "../coverage/Coverage.module.css";

/**
 * One entry of a list of ways on (linktree, the chat's other channels): a page of the site (a
 * client-side link), a phone number to call, or another site in a new tab, which screen readers
 * are told.
 */
export function LinkItem({ href, kind = "page", children }: { href: string; kind?: "page" | "call" | "new-tab"; children: ReactNode }) {
  return (
    <li>
      {kind === "page" ? (
        <Link className={styles.linkItem} href={href}>
          {children}
        </Link>
      ) : kind === "call" ? (
        <a className={styles.linkItem} href={href}>
          {children}
        </a>
      ) : (
        <a className={styles.linkItem} href={href} target="_blank" rel="noopener noreferrer">
          {children}
          <span className="visually-hidden"> (abre em nova aba)</span>
        </a>
      )}
    </li>
  );
}
