"use client";

import { useEffect, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { AddressSummary } from "@/components/checkout/AddressSummary";
import type { ScreenProps } from "@/components/screens/types";
import { Button } from "@/components/ui/Button";
import { Checkbox } from "@/components/ui/Checkbox";
import { zodForm } from "@/components/ui/forms";
import { Spinner } from "@/components/ui/Spinner";
import { TextField } from "@/components/ui/TextField";
import { api } from "@/lib/api";
import { MAX_LENGTH, loadForms } from "@/lib/validation/rules";
import { CoverageFrame } from "./CoverageFrame";
import { useCoverage } from "./useCoverage";
import styles from "./Coverage.module.css";

/**
 * /consultar-cobertura/nr-imovel/: the house number and complement of the CEP found on the cep
 * page (quadra and lote where the street is laid out that way), then the coverage check. Without
 * a CEP in the store the visitor goes back to the cep page.
 */
export function HouseNumberScreen({ addon, route }: ScreenProps) {
  const { state, store, hydrated, go } = useCoverage(addon);
  const [blockAllotment, setBlockAllotment] = useState(false);

  useEffect(() => {
    if (hydrated && state.zip.replace(/\D/g, "").length !== 8) go("consultar-cobertura/cep", { replace: true });
  }, [hydrated, state.zip, go]);

  useEffect(() => {
    if (!hydrated || !state.zip) return;
    let live = true;
    void api.addressInfo(state.zip).then((r) => {
      if (live && r.ok && r.data.is_block_allotment) setBlockAllotment(true);
    });
    return () => {
      live = false;
    };
  }, [hydrated, state.zip]);

  const schema = useMemo(() => () => loadForms().then((f) => f.checkoutHouseNumberSchema({ isBlockAllotment: blockAllotment })), [blockAllotment]);
  const form = useForm({
    ...zodForm(schema),
    values: { number: state.streetNr, complement: state.complement, noComplement: state.noComplement, blockNumber: state.blockNr, lotNumber: state.lotNr },
    resetOptions: { keepDirtyValues: true },
  });
  const noComplement = useWatch({ control: form.control, name: "noComplement" });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((v) => {
    store.getState().update({
      streetNr: v.number,
      complement: v.complement ?? "",
      noComplement: v.noComplement,
      blockNr: v.blockNumber ?? "",
      lotNr: v.lotNumber ?? "",
      sendAddress: true,
      leadId: null,
    });
    go("consultar-cobertura/verificando-disponibilidade");
  });

  return (
    <CoverageFrame screen={route.key} title={route.heading} intro={hydrated ? <AddressSummary state={state} /> : undefined}>
      {!hydrated ? (
        <Spinner />
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Número do imóvel">
          <TextField {...form.register("number")} label="Número" autoComplete="address-line2" maxLength={MAX_LENGTH.streetNumber} hint="Sem número? Escreva S/N." error={errors.number?.message} />
          <TextField {...form.register("complement")} label="Complemento" disabled={noComplement} maxLength={MAX_LENGTH.complement} hint="Apartamento, bloco, casa, fundos…" error={errors.complement?.message} />
          <Checkbox {...form.register("noComplement")} label="Sem complemento" />
          {blockAllotment && (
            <>
              <TextField {...form.register("blockNumber")} label="Quadra" maxLength={MAX_LENGTH.block} error={errors.blockNumber?.message} />
              <TextField {...form.register("lotNumber")} label="Lote" maxLength={MAX_LENGTH.lot} error={errors.lotNumber?.message} />
            </>
          )}
          <Button type="submit" variant="primary" fullWidth>
            Verificar disponibilidade
          </Button>
        </form>
      )}
    </CoverageFrame>
  );
}
