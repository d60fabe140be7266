import type { RequestFn, ResponseOf } from "../core";
import { flag, narrow, type WithRequired } from "./types";

export type BanksData = WithRequired<ResponseOf<"banks">, "banks">;
export type RegulationsData = WithRequired<ResponseOf<"regulations">, "regulations" | "sumarries">;

/** Plans, benefits, banks and documents. */
export function catalogueCalls(request: RequestFn) {
  return {
    /** GET json/{file} — a static plan catalogue per addon ("plans.json" is the default). */
    staticCatalogue: (file: string) => request("staticCatalogue", { params: { file } }),
    /** GET plans?addon= (marketing §7 plans query). */
    plans: (addon?: string | null) => request("plans", { query: { addon } }),
    /** GET benefits (loaded at app start). */
    benefits: () => request("benefits"),
    /** GET banks. Checked: banks, not empty. */
    banks: () => narrow<BanksData>(request("banks")),
    /**
     * GET plans/regulationsAndSummaries/getAll?collaborator=true — funnel §7 writes the call with the
     * flag, so it is on unless the caller turns it off. Checked: regulations and sumarries.
     */
    regulations: (collaborator = true) =>
      narrow<RegulationsData>(request("regulations", { query: { collaborator: flag(collaborator) } })),
  };
}
