import Link from "@/components/ui/SiteLink";
import styles from "./Screen.module.css";

/** The 404 screen: what happened and where to go next. */
export function NotFoundScreen({ homeHref = "/" }: { homeHref?: string }) {
  return (
    <section className={styles.notFound} aria-labelledby="titulo-404">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="titulo-404" className={styles.heading} data-screen="404">
        Página não encontrada
      </h1>
      <p className={styles.lead}>
        O endereço que você abriu não existe ou mudou de lugar. Confira os planos ou consulte se a TIM Ultrafibra
        chega até você.
      </p>
      <div className={styles.actions}>
        <Link className={styles.primary} href={homeHref}>
          Ver planos
        </Link>
        <Link className={styles.secondary} href={`${homeHref}consultar-cobertura/cep/`}>
          Consultar cobertura
        </Link>
      </div>
    </section>
  );
}
