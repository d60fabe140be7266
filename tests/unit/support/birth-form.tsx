import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { MaskedField } from "@/components/ui/MaskedField";
import { MASKS } from "@/lib/validation";

/**
 * A birth date field restored from the store (31/12/1990; keepDirtyValues: what the visitor typed
 * is kept over a later restore), the form's value shown in an output (test id "value").
 * `children` come after the field.
 */
export function RestoredBirthForm({ maxLength, children }: { maxLength?: number; children?: ReactNode }) {
  const { control } = useForm({ values: { birthDate: "31/12/1990" }, resetOptions: { keepDirtyValues: true } });
  const value = useWatch({ control, name: "birthDate" });
  return (
    <form>
      <output data-testid="value">{value}</output>
      <MaskedField control={control} name="birthDate" label="Data de nascimento" mask={MASKS.date} inputMode="numeric" maxLength={maxLength} />
      {children}
    </form>
  );
}
