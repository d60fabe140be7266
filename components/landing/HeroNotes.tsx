import type { Addon } from "@/lib/addons";
import styles from "./HeroNotes.module.css";
import { StarIcon } from "./icons";
import { collaboratorMigrationFormUrl } from "./links";

/**
 * Page-level notes under the banner (marketing §2 "Banner and page-level calls to action"): the
 * collaborator-migration form link (oferta-colaborador) and the Livelo points note (livelo).
 * Outside the carousel, so they never rotate away.
 */
export function HeroNotes({ addon }: { addon: Addon }) {
  if (!addon.showCollaboratorMigrationLink && !addon.livelo) return null;
  const formUrl = collaboratorMigrationFormUrl();
  const external = /^https?:/.test(formUrl);
  return (
    <div className={styles.notes}>
      {addon.showCollaboratorMigrationLink && (
        <p className={styles.note}>
          Já é cliente TIM Ultrafibra e colaborador TIM?{" "}
          <a
            href={formUrl}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            Peça a migração para a oferta colaborador
            {external && <span className="visually-hidden"> (abre em nova aba)</span>}
          </a>
        </p>
      )}
      {addon.livelo && (
        <p className={`${styles.note} ${styles.livelo}`}>
          <StarIcon className={styles.icon} />
          <span>
            <strong>Ganhe pontos Livelo</strong> ao assinar a TIM Ultrafibra: os pontos são liberados em até 30 dias
            após a instalação.
          </span>
        </p>
      )}
    </div>
  );
}
