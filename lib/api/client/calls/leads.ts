import type * as z from "@/lib/validation/z";
import type { Lead, LEAD_STEP_BODIES, LeadStep } from "@/lib/api/contract";
import { IDEMPOTENCY_HEADER } from "@/lib/api/idempotency";
import type { RequestFn, ResponseOf } from "../core";
import { flag, narrow, type BodyOf, type Id, type WithRequired } from "./types";

export type LeadStepBody<S extends LeadStep> = z.input<(typeof LEAD_STEP_BODIES)[S]>;
export type LeadCreated = WithRequired<ResponseOf<"leadCreate">, "success" | "id">;
export type LeadData = WithRequired<ResponseOf<"leadGet">, "address">;
export type RentaData = NonNullable<ResponseOf<"createFromRenta">> & { lead: Lead };

/** The lead lifecycle (funnel §4): create, PATCH per step, confirm, finish, delete. */
export function leadCalls(request: RequestFn) {
  return {
    /** POST lead — leadCreatePayload(). Checked: success true and id. */
    leadCreate: (body: BodyOf<"leadCreate">) => narrow<LeadCreated>(request("leadCreate", { body })),
    /** DELETE lead — removePayload(). A 204 counts as success. */
    leadDelete: (body: BodyOf<"leadDelete">) => request("leadDelete", { body }),
    /** PUT lead/{leadId} — finish. Checked: success true. */
    leadFinish: (leadId: Id) => request("leadFinish", { params: { leadId: String(leadId) }, body: {} }),
    /** GET lead/{id}. Checked: id and address. */
    leadGet: (id: Id) => narrow<LeadData>(request("leadGet", { params: { id: String(id) } })),
    /**
     * POST lead-v2 — leadV2CreatePayload(). Checked: idLead or idLeadNoCoverage. Read
     * riskOutcome(data.riskValidation) for the quiz or a rejection. `idempotencyKey`: one per order
     * creation, the same for its retries (newIdempotencyKey()), so a retry after a lost answer
     * gets the order the first attempt made instead of a second one.
     */
    leadV2Create: (body: BodyOf<"leadV2Create">, idempotencyKey: string) =>
      request("leadV2Create", { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    /** PATCH lead-v2/{id}/{step} — leadStepPayload(step, state). Checked: success true. */
    leadV2Step: <S extends LeadStep>(id: Id, step: S, body: LeadStepBody<S>) =>
      request("leadV2Step", { params: { id: String(id), step }, body }),
    /** PUT lead-v2/{id}[?fiberMigration=true] — leadV2ConfirmPayload(state). Checked: success true. */
    leadV2Confirm: (id: Id, options: { fiberMigration?: boolean } = {}, body: BodyOf<"leadV2Confirm"> = {}) =>
      request("leadV2Confirm", {
        params: { id: String(id) },
        query: { fiberMigration: flag(options.fiberMigration) },
        body,
      }),
    /** PATCH lead-v2/{id}/riskValidation/QuizAnswer. Checked: success true. */
    quizAnswer: (id: Id, body: BodyOf<"quizAnswer">) => request("quizAnswer", { params: { id: String(id) }, body }),
    /** PATCH lead-v2/{id}/complements — complementsPayload(state). Checked: success true. */
    complements: (id: Id, body: BodyOf<"complements">) => request("complements", { params: { id: String(id) }, body }),
    /** POST lead/createFromRenta — createFromRentaPayload(). Empty: "Sem dados do usuário"; lead null: "Sem cobertura". */
    createFromRenta: (body: BodyOf<"createFromRenta">) => narrow<RentaData>(request("createFromRenta", { body })),
  };
}
