"use client";

import type { ScreenProps } from "@/lib/routing";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { abandonLeads } from "@/components/address/abandonLeads";
import { CepField } from "@/components/address/CepField";
import { cepRefusal } from "@/components/address/cepRefusal";
import { HouseNumberFields } from "@/components/address/HouseNumberFields";
import { houseNumberPatch, houseNumberValues } from "@/components/address/houseNumberValues";
import { useBlockAllotment } from "@/components/address/useBlockAllotment";
import { lazyZodResolver, zodForm } from "@/components/ui/forms";
import { api } from "@/lib/api";
import { addressChange } from "@/lib/funnel/address-change";
import { isBlockAddress, loadForms, onlyDigits } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/cep/: the installation CEP, looked up (marketing §5 postcode lookup) so the next steps
 * show the street. Addon b asks the rest of the address here too (its combined address step, also
 * /checkout/cep-dados-cliente/): the same questions as nr-imovel, from components/address.
 */
export function CepStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const combined = addon.combinedCheckout;
  // The form's schema follows the typed CEP's street (quadra and lote, or a number), which is known
  // only once the form exists and the lookup has answered: both schemas' resolvers are made once,
  // and the one the street needs is chosen as the form validates (a ref, set after each render).
  const schemas = useMemo(() => {
    const forStreet = (isBlockAllotment: boolean) => () => loadForms().then((f) => f.checkoutCepStepSchema(combined, { isBlockAllotment }));
    return { street: forStreet(false), block: forStreet(true) };
  }, [combined]);
  const resolvers = useMemo(() => ({ street: lazyZodResolver(schemas.street), block: lazyZodResolver(schemas.block) }), [schemas]);
  const blockAllotmentRef = useRef(false);
  const resolver = useCallback<typeof resolvers.street>(
    (values, context, options) => (blockAllotmentRef.current ? resolvers.block : resolvers.street)(values, context, options),
    [resolvers],
  );
  // values (not defaultValues): the store is restored after the first render (reload, back);
  // what the visitor has typed since wins (keepDirtyValues).
  const form = useForm({ ...zodForm(schemas.street), resolver, values: { cep: state.zip, ...houseNumberValues(state) }, resetOptions: { keepDirtyValues: true } });
  const cep = useWatch({ control: form.control, name: "cep" }) ?? "";
  const storedCep = onlyDigits(cep) === onlyDigits(state.zip);
  const blockAllotment = useBlockAllotment(combined ? cep : "", combined && storedCep && isBlockAddress(state));
  useEffect(() => {
    blockAllotmentRef.current = blockAllotment;
  }, [blockAllotment]);

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
      const change = addressChange(before, zip, combined ? houseNumberPatch(v) : null);
      checkout.store.getState().update({
        zip,
        street: result.data.address ?? "",
        neighborhood: result.data.neighborhood ?? "",
        city: result.data.city ?? "",
        uf: result.data.UF ?? "",
        ...change.house,
        // Another CEP: the leads made for the old address are deleted with it (best effort; the
        // backend matches id and CEP, and the phone once there is one) and
        // verificando-disponibilidade makes the new one. The same CEP with another house: the
        // address is sent again, and that step replaces the lead (lib/funnel/address-change).
        ...(change.lead === "abandon" ? await abandonLeads(before) : change.lead === "resend-address" ? { sendAddress: true } : {}),
      });
      checkout.next();
      return null;
    });
  });

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Vamos ver se a TIM Ultrafibra chega ao seu endereço.</p>} onSubmit={onSubmit} formBeforeReady>
      <CepField control={form.control} name="cep" />
      {combined && <HouseNumberFields form={form} blockAllotment={blockAllotment} />}
    </StepFrame>
  );
}
