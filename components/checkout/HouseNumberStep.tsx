"use client";

import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Checkbox } from "@/components/ui/Checkbox";
import { zodForm } from "@/components/ui/forms";
import { TextField } from "@/components/ui/TextField";
import type { ScreenProps } from "@/components/screens/types";
import { api } from "@/lib/api";
import { MAX_LENGTH, loadForms } from "@/lib/validation/rules";
import { AddressSummary } from "./AddressSummary";
import { StepFrame } from "./StepFrame";
import { useCheckout } from "./useCheckout";

/**
 * /checkout/nr-imovel/: the house number, a complement or "Sem complemento", and quadra and lote
 * where the address lookup says the street is laid out that way (Brasília and others).
 */
export function HouseNumberStep({ addon, route }: ScreenProps) {
  const checkout = useCheckout(addon, route.key);
  const { state, ready } = checkout;
  const [blockAllotment, setBlockAllotment] = useState(Boolean(state.blockNr || state.lotNr));

  useEffect(() => {
    if (!ready || !state.zip) return;
    let live = true;
    void api.addressInfo(state.zip.replace(/\D/g, "")).then((r) => {
      if (live && r.ok && r.data.is_block_allotment) setBlockAllotment(true);
    });
    return () => {
      live = false;
    };
  }, [ready, state.zip]);

  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutHouseNumberSchema({ isBlockAllotment: blockAllotment })), [blockAllotment]);
  const form = useForm({
    ...zodForm(schema),
    values: {
      number: state.streetNr,
      complement: state.complement,
      noComplement: state.noComplement,
      blockNumber: state.blockNr,
      lotNumber: state.lotNr,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const noComplement = useWatch({ control: form.control, name: "noComplement" });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit((v) => {
    const changed =
      v.number !== state.streetNr || (v.complement ?? "") !== state.complement || (v.blockNumber ?? "") !== state.blockNr;
    void checkout.save({
      streetNr: v.number,
      complement: v.complement ?? "",
      noComplement: v.noComplement,
      blockNr: v.blockNumber ?? "",
      lotNr: v.lotNumber ?? "",
      ...(changed ? { sendAddress: true } : {}),
    });
  });

  return (
    <StepFrame checkout={checkout} title={route.heading} intro={<AddressSummary state={state} />} onSubmit={onSubmit}>
      <TextField {...form.register("number")} label="Número" inputMode="text" autoComplete="address-line2" maxLength={MAX_LENGTH.streetNumber} hint="Sem número? Escreva S/N." error={errors.number?.message} />
      <TextField {...form.register("complement")} label="Complemento" disabled={noComplement} maxLength={MAX_LENGTH.complement} hint="Apartamento, bloco, casa, fundos…" error={errors.complement?.message} />
      <Checkbox {...form.register("noComplement")} label="Sem complemento" />
      {blockAllotment && (
        <>
          <TextField {...form.register("blockNumber")} label="Quadra" maxLength={MAX_LENGTH.block} error={errors.blockNumber?.message} />
          <TextField {...form.register("lotNumber")} label="Lote" maxLength={MAX_LENGTH.lot} error={errors.lotNumber?.message} />
        </>
      )}
    </StepFrame>
  );
}
