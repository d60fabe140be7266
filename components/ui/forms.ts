import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldPath, FieldValues, Resolver, UseFormProps, UseFormSetFocus } from "react-hook-form";
import type { z } from "zod";

/**
 * The site's form defaults, for `useForm({ ...zodForm(schema), defaultValues })`:
 * - the zod schema of lib/validation validates (it takes the masked input and outputs API
 *   values, so handleSubmit's data is already digits, ISO dates…);
 * - "onTouched": a field is first checked when the visitor leaves it (no error while typing
 *   the first characters), then on every change, so the error disappears as soon as it is fixed;
 *   submit checks everything;
 * - messages are shown next to their fields (Field, MaskedField, ChoiceGroup…), and RHF
 *   focuses the first invalid field on submit (shouldFocusError, which works with MaskedField
 *   and ChoiceGroup because they hand RHF their real element).
 * Types follow the schema: the form values are its input, handleSubmit gets its output.
 * The resolver is made at the first validation, not at render: making it reads the schema, and
 * schemas are built on first use (lib/validation/lazySchema), out of the page's start-up work.
 */
export function zodForm<I extends FieldValues, O extends FieldValues>(schema: z.ZodType<O, I>) {
  return {
    resolver: lazyZodResolver<I, O>(() => schema),
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
  } satisfies UseFormProps<I, unknown, O>;
}

/** zodResolver, made on its first call (see zodForm). */
export function lazyZodResolver<I extends FieldValues, O extends FieldValues>(
  schema: () => z.ZodType<O, I>,
): Resolver<I, unknown, O> {
  let resolver: Resolver<I, unknown, O> | undefined;
  return (values, context, options) => {
    resolver ??= zodResolver<I, unknown, O>(schema());
    return resolver(values, context, options);
  };
}

/** The dotted paths of every error in an RHF errors object (nested objects and arrays too). */
export function errorPaths<T extends FieldValues>(errors: FieldErrors<T>, prefix = ""): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === "root" && !prefix) continue; // form-level errors (setError("root")) have no field
    if (!value || typeof value !== "object") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ("type" in value && typeof value.type === "string") paths.push(path);
    else paths.push(...errorPaths(value as FieldErrors, path));
  }
  return paths;
}

/**
 * Focuses the first invalid field. RHF's shouldFocusError already does this on submit, in field
 * registration order; use this when that is not enough: errors set from a server answer
 * (setError), or a form whose fields register in another order than they appear — pass `order`,
 * the field names top to bottom. Returns the focused name.
 */
export function focusFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  setFocus: UseFormSetFocus<T>,
  order?: readonly FieldPath<T>[],
): FieldPath<T> | undefined {
  const paths = errorPaths(errors);
  const first = order ? order.find((name) => paths.includes(name)) : paths[0];
  if (first === undefined) return undefined;
  setFocus(first as FieldPath<T>);
  return first as FieldPath<T>;
}
