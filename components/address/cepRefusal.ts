import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isValueRefusal } from "@/lib/api/client/refusal";
import type { ApiError } from "@/lib/api/client/result";

/**
 * Where a failed CEP lookup shows (lib/api/client/refusal.ts): an answer about the CEP goes under
 * the CEP field, which is then invalid and focused, and null is returned; anything else (server,
 * network, timeout) is returned for the form's alert and its retry, the field left valid.
 * `isRefusal` is the lookup's own rule where it reads answers differently (the migration's
 * address-info, lib/funnel/migration-cep.ts).
 */
export function cepRefusal<T extends FieldValues & { cep?: string }>(
  setError: UseFormSetError<T>,
  error: ApiError,
  isRefusal: (error: ApiError) => boolean = isValueRefusal,
): ApiError | null {
  if (!isRefusal(error)) return error;
  // "cep" is a path of every such T; TypeScript cannot see it for a generic form.
  setError("cep" as Path<T>, { message: error.message }, { shouldFocus: true });
  return null;
}
