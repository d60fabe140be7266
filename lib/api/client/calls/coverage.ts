import { onlyDigits } from "../normalize";
import type { RequestFn, ResponseOf } from "../core";
import { narrow, type QueryOf, type WithRequired } from "./types";

export type CoverageData = WithRequired<ResponseOf<"coverage">, "plans">;

/** Coverage and address lookups (funnel §7, marketing §7). */
export function coverageCalls(request: RequestFn) {
  return {
    /** GET cep/coverage — build the query with coverageQuery(). Checked: plans. */
    coverage: (query: QueryOf<"coverage">) => narrow<CoverageData>(request("coverage", { query })),
    /** GET cep/coverage/api-cep — same query and checks. */
    coverageApiCep: (query: QueryOf<"coverageApiCep">) => narrow<CoverageData>(request("coverageApiCep", { query })),
    /** GET tim-api/address-info?cep=&number= */
    addressInfo: (cep: string, number?: string) =>
      request("addressInfo", { query: { cep: onlyDigits(cep), number: number?.trim() || undefined } }),
    /** GET tim-api/address-info/complementTypes?infraco= */
    complementTypes: (infraco: string) => request("complementTypes", { query: { infraco } }),
    /** GET cep/information/{cep}?sku= — marketing §5's postcode checks (UF, city, address). */
    cepInformation: (cep: string, sku?: string) =>
      narrow<WithRequired<ResponseOf<"cepInformation">, "UF" | "city" | "address">>(
        request("cepInformation", { params: { cep: onlyDigits(cep) }, query: { sku } }),
      ),
  };
}
