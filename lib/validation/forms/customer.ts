import * as z from "@/lib/validation/z";
import { lazySchema } from "../lazySchema";
import { collaboratorCodeField, cpfField, phoneField } from "../fields";

/** Renewal (refidelizacao) and migration (migracao-ultrafibra) look the customer up by CPF. */
export const cpfLookupSchema = lazySchema(() =>
  z.object({ cpf: cpfField }));

/** /receber-ligacao/: the number to call back (POST supportRequest telephone). */
export const callbackSchema = lazySchema(() =>
  z.object({ phone: phoneField }));

/** /checkout/confirmacao-colaborador/: the 6-digit code sent to the employee. */
export const collaboratorCodeSchema = lazySchema(() =>
  z.object({ code: collaboratorCodeField }));

