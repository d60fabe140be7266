"use client";

import type { ScreenProps } from "@/lib/routing";
import Link from "@/components/ui/SiteLink";
import { useForm } from "react-hook-form";
import { ChoiceGroup, type ChoiceOption } from "@/components/ui/ChoiceGroup";
import { zodForm } from "@/components/ui/forms";
import type { Plan } from "@/lib/api/contract";
import { STEP } from "@/lib/funnel/steps";
import { advertisedPrice, formatMonthly, splitPlanName } from "@/lib/plans";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";
import styles from "../personal/personal.module.css";
import { loadForms } from "@/lib/validation/rules";

/** 600 → "600 Mega", 1000 → "1 Giga", 2000 → "2 Giga" (speeds are in Mega). */
export function formatSpeed(mega: number | undefined): string {
  if (!mega) return "";
  return mega >= 1000 && mega % 1000 === 0 ? `${mega / 1000} Giga` : `${mega} Mega`;
}

/** A plan as a choice card: the name, its speeds, and the monthly price with direct debit. */
export function planOption(plan: Plan): ChoiceOption<string> {
  const { title, subtitle } = splitPlanName(plan.plan);
  const price = formatMonthly(advertisedPrice(plan) ?? "");
  const speeds = [
    plan.plan_download ? `${formatSpeed(plan.plan_download)} de download` : "",
    plan.plan_upload ? `${formatSpeed(plan.plan_upload)} de upload` : "",
  ].filter(Boolean);
  return {
    value: plan.id,
    label: (
      <span className={styles.planLabel}>
        <span>
          {title}
          {subtitle && <span className={styles.planSubtitle}> {subtitle}</span>}
        </span>{" "}
        {price && <span className={styles.planPrice}>{price}</span>}
      </span>
    ),
    description: speeds.length ? speeds.join(" · ") : undefined,
  };
}

/**
 * /checkout/oferta-indisponivel/: the lead exists, but the plan asked for is not sold at the
 * address. The plans that are (state.offerPlans, from the availability answer) are offered as
 * cards; the choice goes to PATCH lead-v2/{id}/plan and the funnel goes on to nome. Or the visitor
 * changes the address (checkout/cep) or asks for a call (receber-ligacao).
 */
export function OfferUnavailableStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state, store } = checkout;
  const plans = state.offerPlans;
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.checkoutOfferSchema)), defaultValues: { idPlan: "" } });

  const onSubmit = form.handleSubmit((v) => {
    const plan = plans.find((p) => p.id === v.idPlan);
    if (!plan) return;
    store.getState().selectPlan(plan);
    return checkout.save({}, "plan");
  });

  const wanted = state.planoSelected?.plan;
  const alternatives = (
    <nav className={styles.links} aria-label="Outras opções">
      <Link href={checkout.href(STEP.checkoutCep)}>Consultar outro endereço</Link>
      <Link href={checkout.href("receber-ligacao")}>Prefiro receber uma ligação</Link>
    </nav>
  );

  return (
    <StepFrame
      checkout={checkout}
      title={route.heading}
      intro={
        <p>
          {wanted ? (
            <>
              O plano <strong>{wanted}</strong> ainda não chega ao seu endereço.
            </>
          ) : (
            "O plano escolhido ainda não chega ao seu endereço."
          )}{" "}
          {plans.length ? "Mas estes planos estão disponíveis:" : ""}
        </p>
      }
      onSubmit={plans.length ? onSubmit : undefined}
      submitLabel="Continuar com este plano"
      footer={alternatives}
    >
      {plans.length ? (
        <div className={styles.plans}>
          <ChoiceGroup control={form.control} name="idPlan" legend="Planos disponíveis no seu endereço" options={plans.map(planOption)} />
        </div>
      ) : (
        <p>Não encontramos outro plano para este endereço agora. Você pode consultar outro endereço ou pedir que a gente ligue para você.</p>
      )}
    </StepFrame>
  );
}
