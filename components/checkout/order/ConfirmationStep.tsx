"use client";

import Link from "@/components/ui/SiteLink";
import { Button } from "@/components/ui/Button";
import { STEP } from "@/lib/funnel/steps";
import { pathFor, type ScreenProps } from "@/lib/routing";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { useBanks } from "../payment/banks";
import { OrderSummary, PlacedOrderSummary, type SummaryLinks } from "./OrderSummary";
import { parseLastOrder, readLastOrderRaw } from "./lastOrder";
import { placedOrderShown } from "../runtime/guard";
import { RestartOrder } from "./RestartOrder";
import styles from "../steps.module.css";

/**
 * /checkout/confirmacao/: everything the order holds, each block with "Alterar" to its step.
 * "Confirmar pedido" goes to confirmando-dados, which sends PUT lead-v2/{id} while it shows that
 * the order is being registered. "Recomeçar pedido" deletes the lead. Reached by Back from the
 * order page once the order is placed, it shows that order read-only instead.
 */
export function ConfirmationStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state, href } = checkout;
  const combined = addon.combinedCheckout;
  // A bank restored from the lead has its code only: the list gives its name back.
  const needsBankName = checkout.ready && state.directDebit && Boolean(state.bank) && !state.bank?.name;
  const banks = useBanks(needsBankName);
  const bankName = banks.banks.find((b) => b.code === state.bank?.code)?.name;
  const placed = checkout.ready && placedOrderShown(state) ? parseLastOrder(readLastOrderRaw()) : null;

  const links: SummaryLinks = {
    plan: href(STEP.checkoutPlanos),
    address: href(combined ? STEP.checkoutCepDadosCliente : STEP.checkoutCep),
    personal: href(STEP.checkoutConsultaTelefone),
    payment: href(combined ? STEP.checkoutInstalacaoPagamento : STEP.checkoutDataDeVencimento),
    installation: href(STEP.checkoutDataInstalacao),
    installationInfo: href(STEP.checkoutInstalacao),
  };

  // Back from the order page: the order just placed, read-only; going back from here leaves the funnel.
  if (checkout.ready && placed) {
    return (
      <StepFrame checkout={checkout} title="Resumo do seu pedido" intro={<p>Este pedido já foi confirmado. Não é preciso confirmar de novo.</p>}>
        <PlacedOrderSummary order={placed} />
        <Button href={pathFor(addon.id, "")} variant="secondary">
          Voltar para a página inicial
        </Button>
      </StepFrame>
    );
  }

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Confira os dados do seu pedido. Se algo estiver errado, use “Alterar” no bloco correspondente.</p>}
      footer={<RestartOrder checkout={checkout} />}
    >
      <OrderSummary state={state} links={links} bankName={bankName} />
      <p className={styles.note}>
        Ao confirmar, você concorda com os{" "}
        <Link href={pathFor(addon.id, "regulamentos")}>regulamentos, sumários e contratos</Link> da oferta.
      </p>
      <Button variant="primary" fullWidth onClick={() => checkout.next()}>
        Confirmar pedido
      </Button>
    </StepFrame>
  );
}
