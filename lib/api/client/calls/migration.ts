import type * as z from "@/lib/validation/z";
import type { CALLS } from "@/lib/api/contract";
import type { RequestFn, ResponseOf } from "../core";
import { narrow, type BodyOf, type Id, type WithRequired } from "./types";

type AddressBodies = z.input<ReturnType<(typeof CALLS)["migrationAddress"]["body"]>>;
/** PATCH fiber-migration/address/{step}/{idLead}: the body each step carries. */
export interface MigrationAddressBody {
  cep: Extract<AddressBodies, { cep: unknown }>;
  number: Extract<AddressBodies, { number: unknown }>;
}
export type MigrationLeadData = WithRequired<ResponseOf<"migrationLeadGet">, "address">;

/** Fibre migration (migracao-ultrafibra) by CPF (funnel §7). */
export function migrationCalls(request: RequestFn) {
  return {
    /** POST fiber-migration/offers — cpfLookupPayload(). */
    migrationOffers: (body: BodyOf<"migrationOffers">) => request("migrationOffers", { body }),
    /** GET fiber-migration/{id}. Checked: id and address. */
    migrationLeadGet: (id: Id) => narrow<MigrationLeadData>(request("migrationLeadGet", { params: { id: String(id) } })),
    /** PATCH fiber-migration/plan/{idLead}. Checked: success true. */
    migrationPlan: (idLead: Id, body: BodyOf<"migrationPlan">) =>
      request("migrationPlan", { params: { idLead: String(idLead) }, body }),
    /** PATCH fiber-migration/address/{step}/{idLead} — migrationAddressPayload(step, state). Checked: success true. */
    migrationAddress: <S extends keyof MigrationAddressBody>(idLead: Id, step: S, body: MigrationAddressBody[S]) =>
      request("migrationAddress", { params: { step, idLead: String(idLead) }, body }),
  };
}
