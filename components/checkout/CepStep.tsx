"use client";

import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodForm } from "@/components/ui/forms";
import { MaskedField } from "@/components/ui/MaskedField";
import { TextField } from "@/components/ui/TextField";
import type { ScreenProps } from "@/components/screens/types";
import { api, isValueRefusal, removePayload } from "@/lib/api";
import { LEAD_ID_KEY } from "@/lib/funnel/restore";
import { MASKS, MAX_LENGTH, loadForms } from "@/lib/validation/rules";
import { StepFrame } from "./StepFrame";
import { useCheckout } from "./useCheckout";

/**
 * /checkout/cep/: the installation CEP, looked up (marketing §5 postcode lookup) so the next steps
 * show the street. Addon b asks the house number here too (its combined address step).
 */
export function CepStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const combined = addon.combinedCheckout;
  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutCepStepSchema(combined)), [combined]);
  // values (not defaultValues): the store is restored after the first render (reload, back);
  // what the visitor has typed since wins (keepDirtyValues).
  const form = useForm({ ...zodForm(schema), values: { cep: state.zip, number: state.streetNr }, resetOptions: { keepDirtyValues: true } });

  const onSubmit = form.handleSubmit(async () => {
    const zip = form.getValues("cep");
    const number = (form.getValues("number") ?? "").trim();
    const sku = state.planoSelected?.sku;
    await checkout.attempt(async () => {
      const result = await api.cepInformation(zip.replace(/\D/g, ""), sku);
      if (!result.ok) {
        // One message: about the CEP ("Cep inválido ou inexistente") under the field, which is
        // then invalid; a fault of the server or the connection only in the form's alert.
        if (!isValueRefusal(result.error)) return result.error;
        form.setError("cep", { message: result.error.message }, { shouldFocus: true });
        return null;
      }
      const changed = zip.replace(/\D/g, "") !== state.zip.replace(/\D/g, "");
      const before = checkout.store.getState();
      if (changed && before.leadId) {
        // The order was made for the old address: delete it with that address (the backend matches
        // id and CEP, and the phone once there is one: before the telefone step there is none),
        // best effort; verificando-disponibilidade makes the new one.
        void api.leadDelete(removePayload(before.leadId, before));
        window.localStorage.removeItem(LEAD_ID_KEY);
        before.update({ leadId: null });
      }
      checkout.store.getState().update({
        zip,
        street: result.data.address ?? "",
        neighborhood: result.data.neighborhood ?? "",
        city: result.data.city ?? "",
        uf: result.data.UF ?? "",
        ...(changed ? { streetNr: combined ? number : "", complement: "", noComplement: false, blockNr: "", lotNr: "", sendAddress: true } : {}),
        ...(combined ? { streetNr: number } : {}),
      });
      checkout.go(combined ? "checkout/verificando-disponibilidade" : "checkout/nr-imovel");
      return null;
    });
  });

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<p>Vamos ver se a TIM Ultrafibra chega ao seu endereço.</p>} onSubmit={onSubmit}>
      <MaskedField
        control={form.control}
        name="cep"
        label="CEP"
        mask={MASKS.cep}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={MAX_LENGTH.postal}
        error={form.formState.errors.cep?.message}
        hint={
          <a href="https://buscacepinter.correios.com.br/app/endereco/index.php" target="_blank" rel="noopener noreferrer">
            Não sei meu CEP
          </a>
        }
      />
      {combined && (
        <TextField
          {...form.register("number")}
          label="Número"
          maxLength={MAX_LENGTH.streetNumber}
          autoComplete="address-line2"
          error={form.formState.errors.number?.message}
        />
      )}
    </StepFrame>
  );
}
