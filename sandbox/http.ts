import type * as z from "@/lib/validation/z";
import "@/lib/validation/zod-messages";
import { json, type BackendResponse } from "@/lib/api/contract";

/** A request the contract's schemas refuse (the proxy validates first; direct callers may not). */
export class BadRequest extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BadRequest";
  }
}

/**
 * The request part parsed by its contract schema: the handlers get the schema's output type
 * instead of `unknown`, and a caller that skipped the proxy still cannot store garbage.
 */
export function parse<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    throw new BadRequest(`Dados inválidos: ${where}${issue?.message ?? "formato inesperado"}`);
  }
  return result.data;
}

export const ok = (value: object | null = { success: true }): BackendResponse => json(200, value);

/** Funnel: any id the sandbox does not know (lead, no-coverage lead, renewal request). */
export const notFound = (): BackendResponse => json(404, { success: false, message: "Cadastro não encontrado" });

export const unprocessable = (message: string): BackendResponse => json(422, { success: false, message });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot exist (and must not reach a uuid column as a SQL error). */
export const isUuid = (id: string): boolean => UUID.test(id);
