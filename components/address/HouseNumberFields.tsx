"use client";

import { useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/Checkbox";
import { TextField } from "@/components/ui/TextField";
import { MAX_LENGTH } from "@/lib/validation/rules";
import styles from "./HouseNumberFields.module.css";

/** The group's fields as a form holds them (lib/validation/forms/address.ts houseNumberShape). */
export interface HouseNumberFieldValues {
  number?: string;
  complement?: string;
  noComplement?: boolean;
  blockNumber?: string;
  lotNumber?: string;
}

/** Read by screen readers when quadra and lote appear (after the CEP's lookup answers). */
export const BLOCK_ALLOTMENT_NOTE = "Este endereço é identificado por quadra e lote: informe a quadra e o lote. O número é opcional.";

/**
 * The questions every address capture asks after the CEP (checkout and coverage nr-imovel, addon
 * b's combined step, the plan-card drawer): the number, a complement or "Sem complemento", and
 * quadra and lote where the street is laid out that way (`blockAllotment`, from
 * useBlockAllotment), the number then optional. The rules are the form's schema's
 * (lib/validation/forms/address.ts); this is only the fields, in the host form's own layout.
 */
export function HouseNumberFields<T extends FieldValues & HouseNumberFieldValues, O extends FieldValues>({
  form,
  blockAllotment,
  numberLabel = "Número",
}: {
  form: UseFormReturn<T, unknown, O>;
  blockAllotment: boolean;
  /** Where no heading says "número do imóvel" (a drawer that also asks a phone), the label does. */
  numberLabel?: string;
}) {
  // The host form's values include the group's (T extends HouseNumberFieldValues); TypeScript
  // cannot see that these keys are paths of every such T.
  const path = (name: keyof HouseNumberFieldValues) => name as Path<T>;
  const { register, control } = form;
  const error = (name: keyof HouseNumberFieldValues) => form.getFieldState(path(name), form.formState).error?.message;
  const noComplement = Boolean(useWatch({ control, name: path("noComplement") }));

  return (
    <>
      <TextField
        {...register(path("number"))}
        label={numberLabel}
        optional={blockAllotment}
        inputMode="text"
        autoComplete="off"
        maxLength={MAX_LENGTH.streetNumber}
        hint={blockAllotment ? "Sem número? Deixe em branco." : "Sem número? Escreva S/N."}
        error={error("number")}
      />
      {blockAllotment && (
        <div className={styles.pair}>
          <TextField {...register(path("blockNumber"))} label="Quadra" autoComplete="off" maxLength={MAX_LENGTH.block} error={error("blockNumber")} />
          <TextField {...register(path("lotNumber"))} label="Lote" autoComplete="off" maxLength={MAX_LENGTH.lot} error={error("lotNumber")} />
        </div>
      )}
      <TextField
        {...register(path("complement"))}
        label="Complemento"
        disabled={noComplement}
        autoComplete="address-line2"
        maxLength={MAX_LENGTH.complement}
        hint="Apartamento, bloco, casa, fundos…"
        error={error("complement")}
      />
      {/* Ticking it settles the complement's "informe o complemento" at once. */}
      <Checkbox {...register(path("noComplement"), { deps: [path("complement")] })} label="Sem complemento" />
      <p className="visually-hidden" role="status">
        {blockAllotment ? BLOCK_ALLOTMENT_NOTE : ""}
      </p>
    </>
  );
}
