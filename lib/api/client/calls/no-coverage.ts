import type { RequestFn, ResponseOf } from "../core";
import { narrow, type BodyOf, type WithRequired } from "./types";

export type Created<N extends "noCoverageCreate" | "supportRequest"> = WithRequired<ResponseOf<N>, "success" | "id">;

/** No-coverage leads and callback requests (funnel §7). */
export function noCoverageCalls(request: RequestFn) {
  return {
    /** POST lead-no-coverage — noCoverageCreatePayload(). Checked: success true and id. */
    noCoverageCreate: (body: BodyOf<"noCoverageCreate">) =>
      narrow<Created<"noCoverageCreate">>(request("noCoverageCreate", { body })),
    /** PUT lead-no-coverage — noCoverageUpdatePayload(). Checked: success true. */
    noCoverageUpdate: (body: BodyOf<"noCoverageUpdate">) => request("noCoverageUpdate", { body }),
    /** DELETE lead-no-coverage — removePayload(). A 204 counts as success. */
    noCoverageDelete: (body: BodyOf<"noCoverageDelete">) => request("noCoverageDelete", { body }),
    /** POST supportRequest (receber-ligacao) — supportRequestPayload(). Checked: success true and id. */
    supportRequest: (body: BodyOf<"supportRequest">) =>
      narrow<Created<"supportRequest">>(request("supportRequest", { body })),
  };
}
