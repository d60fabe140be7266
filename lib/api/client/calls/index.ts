import type { CallName } from "@/lib/api/contract";
import type { RequestFn } from "../core";
import { catalogueCalls } from "./catalogue";
import { collaboratorCalls } from "./collaborator";
import { coverageCalls } from "./coverage";
import { leadCalls } from "./leads";
import { migrationCalls } from "./migration";
import { noCoverageCalls } from "./no-coverage";
import { renewalCalls } from "./renewal";

export type { CoverageData } from "./coverage";
export type { LeadCreated, LeadData, LeadStepBody, RentaData } from "./leads";
export type { Created } from "./no-coverage";
export type { MigrationAddressBody, MigrationLeadData } from "./migration";
export type { BanksData, RegulationsData } from "./catalogue";
export type { CollaboratorValidation } from "./collaborator";
export type { BodyOf, QueryOf, Id, WithRequired } from "./types";

/** One function per documented call; `satisfies` fails the build when the contract gains a call. */
export function bindCalls(request: RequestFn) {
  return {
    ...coverageCalls(request),
    ...leadCalls(request),
    ...noCoverageCalls(request),
    ...renewalCalls(request),
    ...migrationCalls(request),
    ...catalogueCalls(request),
    ...collaboratorCalls(request),
  } satisfies Record<CallName, (...args: never[]) => Promise<unknown>>;
}
