import { addonPrefix, type Addon } from "@/lib/addons";
import { showTelevendas, telHref, televendas } from "@/lib/contact";
import type { RouteDef } from "@/lib/routing";
import styles from "./Header.module.css";
import { HomeLink } from "./HomeLink";
import { Logo } from "./Logo";
import { ZoomControl } from "./ZoomControl";

export function Header({ addon, route, minimal }: { addon: Addon; route: RouteDef; minimal: boolean }) {
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#conteudo">
        Pular para o conteúdo
      </a>
      <div className={styles.bar}>
        <HomeLink href={`${addonPrefix(addon)}/`} className={styles.logoLink}>
          <Logo />
        </HomeLink>
        {!minimal && showTelevendas(addon, route) && (
          <a className={styles.televendas} href={telHref(televendas())} data-testid="televendas">
            <span className={styles.televendasLabel}>Televendas grátis</span>
            <span className={styles.televendasNumber}>{televendas()}</span>
          </a>
        )}
        {!minimal && <ZoomControl />}
      </div>
    </header>
  );
}
