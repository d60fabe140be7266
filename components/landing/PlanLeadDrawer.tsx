"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { abandonLeads } from "@/components/address/abandonLeads";
import { CepField } from "@/components/address/CepField";
import { CorreiosLink } from "@/components/address/CorreiosLink";
import { HouseNumberFields } from "@/components/address/HouseNumberFields";
import { houseNumberPatch } from "@/components/address/houseNumberValues";
import { useBlockAllotment } from "@/components/address/useBlockAllotment";
import { usePurchaseStore } from "@/components/providers/StoreProvider";
import { Button, type ButtonState } from "@/components/ui/Button";
import { Drawer } from "@/components/ui/Drawer";
import { FormAlert } from "@/components/ui/FormAlert";
import { zodForm } from "@/components/ui/forms";
import { PhoneField } from "@/components/ui/PhoneField";
import { api, isValueRefusal, type ApiError } from "@/lib/api";
import { advertisedPrice, formatMonthly } from "@/lib/plans/format";
import type { Plan } from "@/lib/plans/types";
import { trackFunnelStep, trackPlanToCart } from "@/lib/tracking";
import { onlyDigits, loadForms, sameAddress } from "@/lib/validation/rules";
import type { PlanCardLeadInput } from "@/lib/validation";
import { availabilityHref } from "./links";
import styles from "./PlanLeadDrawer.module.css";
import { useTrackingQuery } from "./useTrackingQuery";
import { Form } from "@/components/ui/Form";

const DEFAULTS: PlanCardLeadInput = { cep: "", number: "", complement: "", noComplement: false, blockNumber: "", lotNumber: "", phone: "" };

/**
 * The form of the plan-card lead drawer (marketing §2, §4, §5). 'Enviar' waits for an 8-digit CEP,
 * a house number (not needed where the street is laid out in quadras and lotes) and a CEP that
 * has not already failed; the complement, or "Sem complemento", and quadra and lote are the same
 * questions every address capture asks (components/address), checked on submit. A CEP the
 * lookup refuses is remembered with its message, shown under the field whenever that CEP is typed
 * again; a failure on the way (network, timeout, server) is not the CEP's fault (lib/api
 * isValueRefusal), so it shows a retry instead.
 */
function LeadForm({ plan, addonId }: { plan: Plan; addonId: string }) {
  const router = useRouter();
  const requirementsId = useId();
  const tracking = useTrackingQuery();
  const store = usePurchaseStore();
  // Quadra and lote where the typed CEP's street is laid out that way (set below, once the typed
  // CEP is known: the schema follows it).
  const [blockAllotment, setBlockAllotment] = useState(false);
  const schema = useMemo(() => () => loadForms().then((f) => f.planCardLeadSchema({ isBlockAllotment: blockAllotment })), [blockAllotment]);
  const form = useForm({ ...zodForm(schema), defaultValues: DEFAULTS });
  const { control, handleSubmit, setFocus, formState } = form;
  const [failedCeps, setFailedCeps] = useState<Readonly<Record<string, string>>>({});
  const [status, setStatus] = useState<ButtonState>("default");
  const [alert, setAlert] = useState<ApiError | null>(null);
  // The values that failed: any change after a failure puts the button back to its default look.
  const [failedValues, setFailedValues] = useState("");

  const typed = useWatch({ control });
  const cep = typed.cep ?? "";
  const cepDigits = onlyDigits(cep);
  const looked = useBlockAllotment(cep);
  if (looked !== blockAllotment) setBlockAllotment(looked);
  const failure = failedCeps[cepDigits];
  const ready = cepDigits.length === 8 && ((typed.number ?? "").trim() !== "" || blockAllotment) && !failure;
  const current = JSON.stringify(typed);
  const buttonState = status === "error" && current !== failedValues ? "default" : status;

  const onSubmit = handleSubmit(async (values) => {
    setStatus("loading");
    setAlert(null);
    const before = store.getState();
    const house = houseNumberPatch(values);
    // A lead made for another address (an earlier visit to the checkout) is deleted with that
    // address, best effort, and verificando-disponibilidade makes a new one for this one.
    const moved = Boolean(before.leadId || before.noCoverageLeadId) && !sameAddress(before, { ...before, zip: values.cep, ...house });
    store.getState().update({ zip: values.cep, ...house, phone: values.phone ?? "", planoSelected: plan, ...(moved ? await abandonLeads(before) : {}) });
    const result = await api.cepInformation(values.cep, plan.sku);
    if (!result.ok) {
      setStatus("error");
      setFailedValues(current);
      if (isValueRefusal(result.error)) {
        setFailedCeps((failed) => ({ ...failed, [values.cep]: result.error.message }));
        setFocus("cep");
      } else {
        setAlert(result.error);
      }
      return;
    }
    const { address, neighborhood, city, UF } = result.data;
    store.getState().update({ street: address, neighborhood: neighborhood ?? "", city, uf: UF });
    trackFunnelStep(1);
    // The plan joins the order here: the checkout's plan request (?s=) finds it already chosen.
    trackPlanToCart(plan);
    setStatus("success");
    router.push(availabilityHref(addonId, plan.sku, tracking));
  });

  const value = advertisedPrice(plan);
  return (
    <Form className={styles.form} onSubmit={onSubmit}>
      <p className={styles.plan}>
        Plano escolhido: <strong>{plan.plan}</strong>
        {value && <> · {formatMonthly(value)}</>}
      </p>
      <CepField control={control} name="cep" error={formState.errors.cep?.message ?? failure} hint={null} />
      <CorreiosLink className={styles.help} newTabNote=" (abre em nova aba)" />
      <HouseNumberFields form={form} blockAllotment={blockAllotment} numberLabel="Número do imóvel" />
      <PhoneField
        control={control}
        name="phone"
        label="Telefone para contato"
        optional
      />
      {alert && <FormAlert message={alert.message} onRetry={() => void onSubmit()} />}
      <Button
        type="submit"
        fullWidth
        state={buttonState}
        successLabel="Endereço encontrado"
        disabled={!ready && status !== "loading"}
        aria-describedby={ready ? undefined : requirementsId}
      >
        Enviar
      </Button>
      {!ready && (
        <p id={requirementsId} className={styles.requirements}>
          {blockAllotment ? "Preencha o CEP para continuar." : "Preencha o CEP e o número do imóvel para continuar."}
        </p>
      )}
    </Form>
  );
}

/**
 * Marketing §2 "Lead drawer (coverage)", opened by a card's 'Consultar disponibilidade'. Loaded
 * on first use: the form brings react-hook-form, zod and imask, which the landing does not need
 * at first. `plan` null means closed.
 */
export default function PlanLeadDrawer({
  plan,
  addonId,
  onClose,
}: {
  plan: Plan | null;
  addonId: string;
  onClose: () => void;
}) {
  const [shown, setShown] = useState(plan);
  if (plan && plan !== shown) setShown(plan);
  const first = useRef<HTMLElement | null>(null);
  return (
    <Drawer
      open={plan !== null}
      onClose={onClose}
      title="Consulte a disponibilidade na sua região"
      initialFocus={first}
      className={styles.panel}
    >
      {/* A new plan starts a fresh form; the failed CEPs are per opening. */}
      {shown && (
        <div
          ref={(node) => {
            first.current = node?.querySelector("input") ?? null;
          }}
        >
          <LeadForm key={shown.sku} plan={shown} addonId={addonId} />
        </div>
      )}
    </Drawer>
  );
}
