"use client";

import type { ScreenProps } from "@/lib/routing";
import Link from "@/components/ui/SiteLink";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/Button";
import { ChoiceGroup, type ChoiceOption } from "@/components/ui/ChoiceGroup";
import { zodForm } from "@/components/ui/forms";
import { brDate } from "@/lib/funnel/restore";
import { STEP } from "@/lib/funnel/steps";
import { formatBrDate, INSTALLATION_PERIODS, INSTALLATION_RULES, installationDates, todayInBrazil, loadForms } from "@/lib/validation/rules";
import type { CheckoutInstallationInput } from "@/lib/validation";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import { dateWithWeekday } from "../order/format";
import { SelectField } from "../payment/SelectField";
import styles from "../steps.module.css";

const ORDINALS = ["1ª opção", "2ª opção", "3ª opção"];
const EMPTY = { date: "", period: "" };
const PERIOD_OPTIONS: readonly ChoiceOption<string>[] = INSTALLATION_PERIODS.map((p) => ({ value: p.value, label: p.label }));

/**
 * /checkout/data-instalacao/ (plans with installationSchedule): up to three options of date and
 * period; the first is required. Dates are chosen from a list of the days the rules allow
 * (tomorrow to 30 days, no Sundays or national holidays) rather than typed, so a visitor cannot
 * pick a day that will be refused; periods are "Manhã (8h às 12h)" and "Tarde (12h às 18h)".
 * PATCH lead-v2/{id}/scheduleDate.
 */
export function InstallationDateStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state, ready } = checkout;
  // Read once the step is on screen (in the browser): the day in Brasília.
  const today = useMemo(() => (ready ? todayInBrazil() : null), [ready]);
  const dateOptions = useMemo(
    () => (today ? installationDates(today).map((d) => ({ value: formatBrDate(d), label: dateWithWeekday(d) })) : []),
    [today],
  );
  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutInstallationSchema(today ?? undefined)), [today]);

  const stored = state.installationSchedules;
  const values = useMemo<CheckoutInstallationInput>(() => {
    const offered = new Set(dateOptions.map((o) => o.value));
    const rows = Array.from({ length: INSTALLATION_RULES.maxOptions }, (_, i) => {
      const row = stored[i];
      // A date that is no longer offered (it has passed) is asked again.
      return row ? { date: offered.has(row.date) ? row.date : "", period: row.period } : { ...EMPTY };
    });
    return { schedules: rows };
  }, [stored, dateOptions]);

  const form = useForm({ ...zodForm(schema), values, resetOptions: { keepDirtyValues: true } });
  const rows = useWatch({ control: form.control, name: "schedules" });
  const errors = form.formState.errors.schedules;

  const onSubmit = form.handleSubmit((v) =>
    checkout.save({ installationSchedules: v.schedules.map((s) => ({ date: brDate(s.date), period: s.period })) }, "scheduleDate"),
  );

  const clearRow = (index: number) => {
    form.setValue(`schedules.${index}`, { ...EMPTY }, { shouldDirty: true });
    form.clearErrors(`schedules.${index}`);
  };

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={
        <>
          <p>Indique até três opções de dia e período. Nossa equipe confirma uma delas com você antes da visita do técnico.</p>
          <p>
            <Link href={checkout.href(STEP.checkoutInstalacao)}>Saiba como funciona a instalação</Link>
          </p>
        </>
      }
      onSubmit={onSubmit}
      formBeforeReady
    >
      {ORDINALS.map((ordinal, index) => {
        const row = rows?.[index] ?? EMPTY;
        const filled = Boolean(row.date || row.period);
        return (
          <fieldset key={ordinal} className={styles.option}>
            <legend className={styles.optionLegend}>
              {ordinal} {index === 0 ? "(obrigatória)" : "(opcional)"}
            </legend>
            <SelectField
              control={form.control}
              name={`schedules.${index}.date`}
              label="Data"
              placeholder="Escolha uma data"
              options={dateOptions}
              error={errors?.[index]?.date?.message}
            />
            <ChoiceGroup
              control={form.control}
              name={`schedules.${index}.period`}
              legend="Período"
              options={PERIOD_OPTIONS}
              columns={2}
              error={errors?.[index]?.period?.message}
            />
            {index > 0 && filled && (
              <div className={styles.optionActions}>
                <Button variant="link" onClick={() => clearRow(index)}>
                  Limpar {ordinal}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
    </StepFrame>
  );
}
