"use client";

import type { ScreenProps } from "@/lib/routing";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { AddressSummary } from "@/components/address/AddressSummary";
import { abandonLeads } from "@/components/address/abandonLeads";
import { HouseNumberFields } from "@/components/address/HouseNumberFields";
import { houseNumberPatch, houseNumberValues } from "@/components/address/houseNumberValues";
import { useBlockAllotment } from "@/components/address/useBlockAllotment";
import { STEP } from "@/lib/funnel/steps";
import { Button } from "@/components/ui/Button";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { zodForm } from "@/components/ui/forms";
import { useHeldSubmit } from "@/components/ui/useHeldSubmit";
import { isBlockAddress, loadForms } from "@/lib/validation/rules";
import { onlyDigits } from "@/lib/validation/digits";
import { useCoverage } from "./useCoverage";
import frame from "@/components/ui/ScreenFrame.module.css";
import { Form } from "@/components/ui/Form";

/**
 * /consultar-cobertura/nr-imovel/: the house number and complement of the CEP found on the cep
 * page (quadra and lote where the street is laid out that way, the number optional there), then
 * the coverage check. Without a CEP in the store the visitor goes back to the cep page.
 */
export function HouseNumberScreen({ addon, route }: ScreenProps) {
  const { state, store, hydrated, go } = useCoverage(addon);
  const blockAllotment = useBlockAllotment(hydrated ? state.zip : "", isBlockAddress(state));

  useEffect(() => {
    if (hydrated && onlyDigits(state.zip).length !== 8) go(STEP.consultarCoberturaCep, { replace: true });
  }, [hydrated, state.zip, go]);

  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutHouseNumberSchema({ isBlockAllotment: blockAllotment })), [blockAllotment]);
  const form = useForm({ ...zodForm(schema), values: houseNumberValues(state), resetOptions: { keepDirtyValues: true } });
  // The form is in the server HTML (shared, so without the visitor's address): what is typed
  // before the store is read is kept (keepDirtyValues), and a press is sent once it is.
  const held = useHeldSubmit(hydrated);

  const onSubmit = form.handleSubmit(async (v) => {
    // The check starts over from here: the plans found and the plan chosen next make a new lead
    // (checkout verificando-disponibilidade), and the verifying page a new no-coverage one. The
    // leads of the last round (an order begun from the plans, a no-coverage interest) are deleted,
    // not just forgotten.
    const before = store.getState();
    store.getState().update({ ...houseNumberPatch(v), ...(await abandonLeads(before)) });
    go(STEP.consultarCoberturaVerificandoDisponibilidade);
  });

  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={hydrated ? <AddressSummary state={state} /> : undefined}>
      <Form className={frame.body} onSubmit={onSubmit} aria-label="Número do imóvel" {...held.form}>
        <HouseNumberFields form={form} blockAllotment={blockAllotment} />
        <Button type="submit" variant="primary" fullWidth state={held.pressed ? "loading" : "default"}>
          Verificar disponibilidade
        </Button>
      </Form>
    </ScreenFrame>
  );
}
