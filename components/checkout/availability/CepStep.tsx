"use client";

import type { ScreenProps } from "@/lib/routing";
import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { abandonLeads } from "@/components/address/abandonLeads";
import { CepField } from "@/components/address/CepField";
import { cepRefusal } from "@/components/address/cepRefusal";
import { HouseNumberFields } from "@/components/address/HouseNumberFields";
import { houseNumberPatch, houseNumberValues } from "@/components/address/houseNumberValues";
import { useBlockAllotment } from "@/components/address/useBlockAllotment";
import { zodForm } from "@/components/ui/forms";
import { api } from "@/lib/api";
import { isBlockAddress, loadForms, onlyDigits, sameAddress } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/** A new CEP on the plain cep step: the house's details are asked again on nr-imovel. */
const EMPTY_HOUSE = { streetNr: "", complement: "", noComplement: false, blockNr: "", lotNr: "" } as const;

/**
 * /checkout/cep/: the installation CEP, looked up (marketing §5 postcode lookup) so the next steps
 * show the street. Addon b asks the rest of the address here too (its combined address step, also
 * /checkout/cep-dados-cliente/): the same questions as nr-imovel, from components/address.
 */
export function CepStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const combined = addon.combinedCheckout;
  // Quadra and lote where the typed CEP's street is laid out that way (set below, once the typed
  // CEP is known: the schema follows it).
  const [blockAllotment, setBlockAllotment] = useState(false);
  const schema = useMemo(
    () => () => loadForms().then((f) => f.checkoutCepStepSchema(combined, { isBlockAllotment: blockAllotment })),
    [combined, blockAllotment],
  );
  // values (not defaultValues): the store is restored after the first render (reload, back);
  // what the visitor has typed since wins (keepDirtyValues).
  const form = useForm({ ...zodForm(schema), values: { cep: state.zip, ...houseNumberValues(state) }, resetOptions: { keepDirtyValues: true } });
  const cep = useWatch({ control: form.control, name: "cep" }) ?? "";
  const storedCep = onlyDigits(cep) === onlyDigits(state.zip);
  const looked = useBlockAllotment(combined ? cep : "", combined && storedCep && isBlockAddress(state));
  if (looked !== blockAllotment) setBlockAllotment(looked);

  const onSubmit = form.handleSubmit(async (v) => {
    const zip = form.getValues("cep");
    const sku = state.planoSelected?.sku;
    await checkout.attempt(async () => {
      const result = await api.cepInformation(onlyDigits(zip), sku);
      if (!result.ok) {
        // One message: about the CEP ("Cep inválido ou inexistente") under the field, which is
        // then invalid; a fault of the server or the connection only in the form's alert.
        return cepRefusal(form.setError, result.error);
      }
      const before = checkout.store.getState();
      const cepChanged = onlyDigits(zip) !== onlyDigits(before.zip);
      const house = combined ? houseNumberPatch(v) : cepChanged ? EMPTY_HOUSE : {};
      checkout.store.getState().update({
        zip,
        street: result.data.address ?? "",
        neighborhood: result.data.neighborhood ?? "",
        city: result.data.city ?? "",
        uf: result.data.UF ?? "",
        ...house,
        // The order was made for the old address. Another CEP: the lead is deleted with that
        // address (the backend matches id and CEP, and the phone once there is one), best effort,
        // and verificando-disponibilidade makes the new one. The same CEP with another number or
        // complement (addon b): the address is sent again, and that step replaces the lead.
        ...(cepChanged ? await abandonLeads(before) : !sameAddress(before, { ...before, ...house }) ? { sendAddress: true } : {}),
      });
      checkout.next();
      return null;
    });
  });

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Vamos ver se a TIM Ultrafibra chega ao seu endereço.</p>} onSubmit={onSubmit}>
      <CepField control={form.control} name="cep" />
      {combined && <HouseNumberFields form={form} blockAllotment={blockAllotment} />}
    </StepFrame>
  );
}
