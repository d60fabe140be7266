import styles from "../Flow.module.css";

/** The order placed: its number, what happens next, and the migration FAQ. */
export function MigrationDoneStep({ orderNumber }: { orderNumber: string }) {
  return (
    <div className={styles.done}>
      <p>Pronto! Sua migração para a TIM Ultrafibra foi registrada.</p>
      <p>
        Número do pedido: <strong className={styles.orderNumber} data-testid="order-number">{orderNumber}</strong>
      </p>
      <p>Em breve entraremos em contato pelo telefone cadastrado para agendar a instalação.</p>
      <p>
        Dúvidas sobre a migração? Veja as <a href="/faq-migracao.pdf">perguntas frequentes (PDF)</a>.
      </p>
    </div>
  );
}
