import { CALLS } from "@/lib/api/contract";
import type { Handler } from "../context";
import { addonPlans, addressByCep, hasCoverage, infraOf, plansAt } from "../catalogue";
import { ok, parse } from "../http";

/**
 * GET cep/coverage and cep/coverage/api-cep: the addon's catalogue as offered at the CEP. No
 * coverage (or a CEP the sandbox does not know) → no plans and no infra.
 */
export const coverage: Handler = async (request) => {
  const query = parse(CALLS.coverage.query, request.query);
  const address = addressByCep(query.cep);
  if (!hasCoverage(address)) return ok({ plans: [], infra: null });
  const catalogue = addonPlans(query.addon, { premium: query.premium === "true" });
  return ok({ plans: plansAt(address, catalogue), infra: infraOf(address) });
};
