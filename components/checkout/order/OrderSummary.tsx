import Link from "@/components/ui/SiteLink";
import type { ReactNode } from "react";
import type { PurchaseState } from "@/lib/store/purchase";
import { planPrice } from "@/lib/plans/format";
import { addressLines, hiddenAccount, hiddenDocument, monthly, scheduleLabel } from "./format";
import type { LastOrder } from "./lastOrder";
import styles from "../steps.module.css";

/** Where each block's "Alterar" leads (route hrefs, tracking query included). */
export interface SummaryLinks {
  plan: string;
  address: string;
  personal: string;
  payment: string;
  installation: string;
  installationInfo: string;
}

function Block({ id, title, edit, children }: { id: string; title: string; edit?: { href: string; name: string }; children: ReactNode }) {
  return (
    <section className={styles.block} aria-labelledby={`resumo-${id}`}>
      <div className={styles.blockHead}>
        <h2 id={`resumo-${id}`} className={styles.blockTitle}>
          {title}
        </h2>
        {edit && (
          <Link className={styles.edit} href={edit.href} aria-label={`Alterar ${edit.name}`} data-testid={`edit-${id}`}>
            Alterar
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** A partly hidden number: seen as "***.456.789-**", heard as its visible digits. */
function HiddenValue({ value }: { value: string }) {
  const visible = value.match(/[0-9A-Z]+/g)?.join(" ") ?? "";
  return (
    <>
      <span aria-hidden="true">{value}</span>
      <span className="visually-hidden">parcialmente oculto, com os dígitos {visible} visíveis</span>
    </>
  );
}

function Rows({ rows }: { rows: readonly (readonly [string, ReactNode] | null | false)[] }) {
  return (
    <dl className={styles.list}>
      {rows
        .filter((r): r is readonly [string, ReactNode] => Boolean(r))
        .map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * The order as it will be confirmed: plan and price, address, personal data (the document
 * partly hidden), payment and installation, each block with a link to the step that edits it.
 */
export function OrderSummary({ state, links, bankName }: { state: Readonly<PurchaseState>; links: SummaryLinks; bankName?: string }) {
  const plan = state.planoSelected;
  const price = plan ? planPrice(plan, state.directDebit) : undefined;
  const document = hiddenDocument(state);
  const bank = state.bank;
  const bankLabel = bank ? [bankName || bank.name, `(${bank.code})`].filter(Boolean).join(" ") : "";
  const schedules = state.installationSchedules;
  return (
    <div className={styles.summary} data-testid="order-summary">
      <Block id="plano" title="Plano" edit={{ href: links.plan, name: "plano" }}>
        {plan && (
          <>
            <p className={styles.planName}>{plan.plan}</p>
            {price && (
              <p>
                <span className={styles.price}>{monthly(price)}</span>{" "}
                <span className={styles.note}>{state.directDebit ? "com débito automático" : "sem débito automático"}</span>
              </p>
            )}
          </>
        )}
      </Block>

      <Block id="endereco" title="Endereço de instalação" edit={{ href: links.address, name: "endereço de instalação" }}>
        {addressLines(state).map((line) => (
          <p key={line}>
            {line.split(/(CEP \d{5}-\d{3})/).map((part, i) =>
              i % 2 ? (
                <span key={part} className={styles.nowrap}>
                  {part}
                </span>
              ) : (
                part
              ),
            )}
          </p>
        ))}
      </Block>

      <Block id="dados" title="Dados pessoais" edit={{ href: links.personal, name: "dados pessoais" }}>
        <Rows
          rows={[
            ["Nome", state.name],
            ["Telefone", state.phone],
            ["E-mail", state.email],
            Boolean(state.birthDate) && ["Data de nascimento", state.birthDate],
            Boolean(state.motherName) && ["Nome da mãe", state.motherName],
            document && [document.label, <HiddenValue key="doc" value={document.value} />],
          ]}
        />
      </Block>

      <Block id="pagamento" title="Pagamento" edit={{ href: links.payment, name: "pagamento" }}>
        <Rows
          rows={[
            ["Vencimento da fatura", state.dueDate ? `Todo dia ${state.dueDate}` : "—"],
            ["Forma de pagamento", state.directDebit ? "Débito automático em conta corrente" : "Fatura mensal, sem débito automático"],
            state.directDebit && Boolean(bank) && ["Banco", bankLabel],
            state.directDebit && Boolean(state.bankAccountAgency) && ["Agência", state.bankAccountAgency],
            state.directDebit && Boolean(state.bankAccountNr) && ["Conta corrente", `Conta ${hiddenAccount(state.bankAccountNr)}`],
          ]}
        />
      </Block>

      {plan?.installationSchedule ? (
        <Block id="instalacao" title="Datas para a instalação" edit={{ href: links.installation, name: "datas para a instalação" }}>
          <ol className={styles.bullets}>
            {schedules.map((s) => (
              <li key={`${s.date}-${s.period}`}>{scheduleLabel(s)}</li>
            ))}
          </ol>
        </Block>
      ) : (
        <Block id="instalacao" title="Instalação">
          <p>Depois da confirmação, nossa equipe entra em contato pelo seu telefone para agendar a visita do técnico.</p>
          <p>
            <Link href={links.installationInfo}>Saiba como funciona a instalação</Link>
          </p>
        </Block>
      )}
    </div>
  );
}

/**
 * An order this tab has placed, read-only: what the order page keeps of it (number, plan, price,
 * payment, installation options). Nothing personal is kept once the order is placed, so the
 * personal blocks are not shown; no "Alterar", no second confirmation.
 */
export function PlacedOrderSummary({ order }: { order: LastOrder }) {
  return (
    <div className={styles.summary} data-testid="placed-order-summary">
      <Block id="pedido" title="Pedido">
        <Rows rows={[["Número do pedido", <strong key="n">{order.orderNumber}</strong>]]} />
      </Block>
      {order.plan && (
        <Block id="plano" title="Plano">
          <p className={styles.planName}>{order.plan}</p>
          {order.price && (
            <p>
              <span className={styles.price}>{monthly(order.price)}</span>{" "}
              <span className={styles.note}>{order.directDebit ? "com débito automático" : "sem débito automático"}</span>
            </p>
          )}
        </Block>
      )}
      {order.schedules.length > 0 && (
        <Block id="instalacao" title="Datas para a instalação">
          <ol className={styles.bullets}>
            {order.schedules.map((s) => (
              <li key={`${s.date}-${s.period}`}>{scheduleLabel(s)}</li>
            ))}
          </ol>
        </Block>
      )}
    </div>
  );
}
