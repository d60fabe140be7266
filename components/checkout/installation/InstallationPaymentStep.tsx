"use client";

import type { ScreenProps } from "@/lib/routing";
import { useMemo } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { lazyZodResolver, zodForm } from "@/components/ui/forms";
import { deviceInfo } from "@/lib/device/deviceInfo";
import type { CheckoutInstallationPaymentValues as Values } from "@/lib/validation";
import { isDueDay, loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { useBanks } from "../payment/banks";
import { BankFields, DirectDebitChoice, DueDayChoice } from "../payment/PaymentFields";
import styles from "../steps.module.css";

/**
 * /checkout/instalacao-pagamento/ (addon b): the questions of data-de-vencimento, ativar-debito
 * and conta-debito on one page; PATCH dueDate, then bankInfo (direct_debit, the account when
 * chosen, deviceInfo). A retry after a failure goes on from the PATCH that failed.
 */
export function InstallationPaymentStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const banks = useBanks();
  const codes = useMemo(() => (banks.status === "ready" ? banks.banks.map((b) => b.code) : undefined), [banks.status, banks.banks]);
  // The schema follows the answer on screen: the resolver picks it from the values it checks.
  const resolver = useMemo(() => {
    const withDebit = lazyZodResolver(() => loadForms().then((f) => f.checkoutInstallationPaymentSchema(true, codes)));
    const withoutDebit = lazyZodResolver(() => loadForms().then((f) => f.checkoutInstallationPaymentSchema(false, codes)));
    const byAnswer: Resolver<Values, unknown, Values> = (values, context, options) =>
      (values.directDebit === true ? withDebit : withoutDebit)(values, context, options);
    return byAnswer;
  }, [codes]);
  const form = useForm<Values, unknown, Values>({
    ...zodForm<Values, Values>(() => loadForms().then((f) => f.checkoutInstallationPaymentSchema(false))),
    resolver,
    values: {
      dueDay: isDueDay(state.dueDate) ? String(Number(state.dueDate)) : "",
      directDebit: (state.directDebitAnswered ? state.directDebit : undefined) as boolean,
      bank: state.bank?.code ?? "",
      agency: state.bankAccountAgency,
      account: state.bankAccountNr,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const directDebit = useWatch({ control: form.control, name: "directDebit" });

  const onSubmit = form.handleSubmit((v) => {
    const bank = banks.banks.find((b) => b.code === v.bank);
    return checkout.save(
      {
        dueDate: v.dueDay,
        directDebit: v.directDebit,
        directDebitAnswered: true,
        ...(v.directDebit
          ? {
              bank: bank ? { id: bank.id, code: bank.code, name: bank.name } : { id: v.bank, code: v.bank, name: state.bank?.name ?? "" },
              bankAccountAgency: form.getValues("agency"),
              bankAccountNr: form.getValues("account"),
            }
          : {}),
      },
      ["dueDate", "bankInfo"],
      { deviceInfo: deviceInfo() },
    );
  });

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={<p>Escolha o dia de vencimento da fatura e como prefere pagar.</p>}
      onSubmit={onSubmit}
      formBeforeReady
    >
      <section className={styles.section} aria-labelledby="vencimento-titulo">
        <h2 id="vencimento-titulo" className={styles.sectionTitle}>
          Vencimento
        </h2>
        <DueDayChoice control={form.control} />
      </section>
      <section className={styles.section} aria-labelledby="pagamento-titulo">
        <h2 id="pagamento-titulo" className={styles.sectionTitle}>
          Forma de pagamento
        </h2>
        <DirectDebitChoice control={form.control} plan={state.planoSelected} />
        {directDebit === true && <BankFields control={form.control} errors={form.formState.errors} banks={banks} />}
      </section>
    </StepFrame>
  );
}
