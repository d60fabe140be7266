import type { RouteDef } from "@/lib/routing";
import styles from "./Screen.module.css";

/**
 * A screen whose content arrives with a later issue (docs/architecture.md "Screens"): its real
 * heading inside its real layout. The landing's heading sits in the hero band it will keep.
 */
export function PendingScreen({ route }: { route: RouteDef }) {
  const heading = (
    <h1 className={styles.heading} data-screen={route.key || "home"}>
      {route.heading}
    </h1>
  );
  return route.layout === "home" ? <section className={styles.hero}>{heading}</section> : heading;
}
