import { operatorSettings } from "@/lib/settings";
import Link from "@/components/ui/SiteLink";
import { addonPrefix, type Addon } from "@/lib/addons";
import { OFFICIAL_SALES_PREFIX, SUPPORT_FIBRE, SUPPORT_MOBILE, telHref } from "@/lib/contact";
import styles from "./Footer.module.css";


/** Footer of funnel §2: official-channel warning, support numbers, links, year and rights. */
export function Footer({ addon }: { addon: Addon }) {
  const prefix = addonPrefix(addon);
  const year = new Date().getFullYear();
  const phones = [
    { number: SUPPORT_MOBILE, note: "Clientes TIM móvel", testId: "suporte-1056" },
    ...(addon.showSupportNumber ? [{ number: SUPPORT_FIBRE, note: "Clientes TIM Ultrafibra", testId: "suporte-10341" }] : []),
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.warning} data-testid="aviso-0303">
          <span className={styles.warningIcon} aria-hidden="true">
            !
          </span>
          <span>
            <strong>Atenção:</strong> o canal oficial de vendas da TIM Ultrafibra liga somente com o prefixo{" "}
            <strong>{OFFICIAL_SALES_PREFIX}</strong>. Desconfie de ofertas feitas por outros números.
          </span>
        </p>
        <div className={styles.columns}>
          <section aria-labelledby="rodape-atendimento">
            <h2 id="rodape-atendimento" className={styles.heading}>
              Atendimento
            </h2>
            <ul className={styles.list}>
              {phones.map((phone) => (
                <li key={phone.number}>
                  <a className={styles.phone} href={telHref(phone.number)} data-testid={phone.testId}>
                    {phone.number}
                  </a>
                  <span className={styles.phoneNote}>{phone.note}</span>
                </li>
              ))}
            </ul>
          </section>
          <nav aria-labelledby="rodape-links">
            <h2 id="rodape-links" className={styles.heading}>
              Documentos
            </h2>
            <ul className={styles.list}>
              <li>
                <Link href={`${prefix}/regulamentos/`}>Regulamentos</Link>
              </li>
              <li>
                <a href={operatorSettings().privacyUrl}>Política de privacidade</a>
              </li>
              {addon.flow === "migration" && (
                <li>
                  <a href="/faq-migracao.pdf">Perguntas frequentes da migração (PDF)</a>
                </li>
              )}
              {addon.livelo && (
                <li>
                  <Link href={`${prefix}/regulamentos/#livelo`}>Regulamento Livelo</Link>
                </li>
              )}
            </ul>
          </nav>
          <section aria-labelledby="rodape-sobre">
            <h2 id="rodape-sobre" className={styles.heading}>
              TIM Ultrafibra
            </h2>
            <p>Internet 100% fibra óptica com Wi-Fi 6 em mais de 190 cidades.</p>
          </section>
        </div>
        <p className={styles.legal}>© {year} TIM Ultrafibra. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
