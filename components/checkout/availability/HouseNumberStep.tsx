"use client";

import type { ScreenProps } from "@/lib/routing";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { AddressSummary } from "@/components/address/AddressSummary";
import { HouseNumberFields } from "@/components/address/HouseNumberFields";
import { houseNumberPatch, houseNumberValues } from "@/components/address/houseNumberValues";
import { useBlockAllotment } from "@/components/address/useBlockAllotment";
import { zodForm } from "@/components/ui/forms";
import { addressChange } from "@/lib/funnel/address-change";
import { isBlockAddress, loadForms } from "@/lib/validation/rules";
import { StepFrame } from "../StepFrame";
import { useCheckout } from "../useCheckout";

/**
 * /checkout/nr-imovel/: the house number, a complement or "Sem complemento", and quadra and lote
 * where the address lookup says the street is laid out that way (Brasília and others; the number
 * is optional there).
 */
export function HouseNumberStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state } = checkout;
  const blockAllotment = useBlockAllotment(state.zip, isBlockAddress(state));

  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutHouseNumberSchema({ isBlockAllotment: blockAllotment })), [blockAllotment]);
  // values (not defaultValues): the store is restored after the first render (reload, back).
  const form = useForm({ ...zodForm(schema), values: houseNumberValues(state), resetOptions: { keepDirtyValues: true } });

  const onSubmit = form.handleSubmit((v) => {
    const patch = houseNumberPatch(v);
    // A changed address goes to the lead with the next step's PATCH (funnel §4 address-send flag).
    const changed = addressChange(state, state.zip, patch).lead === "resend-address";
    void checkout.save({ ...patch, ...(changed ? { sendAddress: true } : {}) });
  });

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<AddressSummary state={state} />} onSubmit={onSubmit} formBeforeReady>
      <HouseNumberFields form={form} blockAllotment={blockAllotment} />
    </StepFrame>
  );
}
