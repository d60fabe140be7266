import { zodResolver } from "@hookform/resolvers/zod";
import { MESSAGES } from "@/lib/api/client/messages";
import { useEffect, useState } from "react";
import type { FieldErrors, FieldPath, FieldValues, Resolver, UseFormProps, UseFormSetFocus } from "react-hook-form";
import type * as z from "@/lib/validation/z";

/**
 * A form's zod schema: the schema itself, or a function giving it, in components always through
 * the dynamic import `() => loadForms().then((f) => f.x)` (`@/lib/validation/rules`), so zod and
 * the schemas load when the form first validates, not with the page.
 */
export type SchemaSource<I extends FieldValues, O extends FieldValues> =
  | z.ZodMiniType<O, I>
  | (() => z.ZodMiniType<O, I> | Promise<z.ZodMiniType<O, I>>);

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
export function zodForm<I extends FieldValues, O extends FieldValues>(schema: SchemaSource<I, O>) {
  return {
    resolver: lazyZodResolver<I, O>(schema),
    mode: "onTouched",
    reValidateMode: "onChange",
    shouldFocusError: true,
  } satisfies UseFormProps<I, unknown, O>;
}

/**
 * zodResolver, made on its first call (see zodForm). A schema that failed to load (the network
 * dropped while its script was fetched) is not kept: the form shows the network message of
 * funnel §8 on its first field, keeps what was typed, and the next validation loads it again.
 */
export function lazyZodResolver<I extends FieldValues, O extends FieldValues>(
  schema: SchemaSource<I, O>,
): Resolver<I, unknown, O> {
  let resolver: Promise<Resolver<I, unknown, O>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.resolve(typeof schema === "function" ? schema() : schema).then((loaded) =>
      zodResolver<I, unknown, O>(loaded),
    );
    let resolve: Resolver<I, unknown, O>;
    try {
      resolve = await resolver;
    } catch {
      resolver = undefined;
      const field = options.names?.[0] ?? Object.keys(values)[0] ?? "root";
      return { values: {}, errors: { [field]: { type: "network", message: MESSAGES.network } } as FieldErrors<I> };
    }
    return resolve(values, context, options);
  };
}

/**
 * Something loaded once `needed` is true (from mount by default), null until it arrives: a form's
 * schema for a check made while rendering (a button enabled only when the typed values pass).
 * `needed` lets a form wait for its first value, so a visitor who types nothing never loads zod.
 * `load` must be stable (a module constant). A failed load leaves null; the next mount tries again.
 */
export function useLoaded<T>(load: () => Promise<T>, needed = true): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    load().then(
      (loaded) => {
        if (live) setValue(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, needed]);
  return value;
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
