"use client";

import { useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/Checkbox";
import { TextField } from "@/components/ui/TextField";
import { MAX_LENGTH, TEXT_LIMITS } from "@/lib/validation/rules";
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
  // Registered in screen order on every render, quadra and lote too while hidden: a submit focuses
  // the first invalid field in registration order, and quadra and lote, shown once the CEP's lookup
  // answers, would otherwise come after the complement.
  const fields = {
    number: register(path("number")),
    blockNumber: register(path("blockNumber")),
    lotNumber: register(path("lotNumber")),
    complement: register(path("complement")),
    // Ticking it settles the complement's "informe o complemento" at once.
    noComplement: register(path("noComplement"), { deps: [path("complement")] }),
  };

  return (
    <>
      <TextField
        {...fields.number}
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
          <TextField {...fields.blockNumber} label="Quadra" autoComplete="off" maxLength={MAX_LENGTH.block} error={error("blockNumber")} />
          <TextField {...fields.lotNumber} label="Lote" autoComplete="off" maxLength={MAX_LENGTH.lot} error={error("lotNumber")} />
        </div>
      )}
      <TextField
        {...fields.complement}
        label="Complemento"
        disabled={noComplement}
        autoComplete="address-line2"
        limit={TEXT_LIMITS.complement}
        hint="Apartamento, bloco, casa, fundos…"
        error={error("complement")}
      />
      <Checkbox {...fields.noComplement} label="Sem complemento" />
      <p className="visually-hidden" role="status">
        {blockAllotment ? BLOCK_ALLOTMENT_NOTE : ""}
      </p>
    </>
  );
}
