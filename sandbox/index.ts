import { json, type Backend, type BackendRequest, type BackendResponse, type CallName } from "@/lib/api/contract";
import type { Handler, SandboxContext } from "./context";
import { getDb, type Db } from "./db";
import { delay, faultOf, faultResponse, slowMs } from "./faults";
import { BadRequest } from "./http";
import { log } from "./log";
import * as catalogue from "./handlers/catalogue";
import { collaboratorNewCode, collaboratorValidate } from "./handlers/collaborator";
import { coverage } from "./handlers/coverage";
import { complements, leadV2Confirm, leadV2Create, leadV2Step, quizAnswer } from "./handlers/lead-v2";
import { createFromRenta, leadCreate, leadDelete, leadFinish, leadGet } from "./handlers/leads";
import { migrationAddress, migrationLeadGet, migrationOffers, migrationPlan } from "./handlers/migration";
import { noCoverageCreate, noCoverageDelete, noCoverageUpdate, supportRequest } from "./handlers/no-coverage";
import { renewalChoose, renewalConfirm, renewalLookup } from "./handlers/renewal";

export type { Db } from "./db";
export { closeDb, getDb, openPglite, openPostgres } from "./db";
export { migrate } from "./migrations";
export { SANDBOX_SCENARIOS, type SandboxScenario } from "./scenarios";

/**
 * The embedded sandbox backend: every call of the contract, persisted in PostgreSQL (PGlite on
 * disk, or DATABASE_URL). The map is exhaustive, so a call added to the contract fails the
 * typecheck until it has a handler here.
 */
const HANDLERS: Record<CallName, Handler> = {
  renewalLookup,
  migrationOffers,
  coverage,
  coverageApiCep: coverage,
  staticCatalogue: catalogue.staticCatalogue,
  noCoverageCreate,
  noCoverageUpdate,
  noCoverageDelete,
  supportRequest,
  leadCreate,
  leadDelete,
  leadFinish,
  leadGet,
  migrationLeadGet,
  leadV2Create,
  leadV2Step,
  leadV2Confirm,
  quizAnswer,
  complements,
  banks: catalogue.banks,
  regulations: catalogue.regulations,
  createFromRenta,
  collaboratorNewCode,
  collaboratorValidate,
  renewalChoose,
  renewalConfirm,
  migrationPlan,
  migrationAddress,
  addressInfo: catalogue.addressInfo,
  complementTypes: catalogue.complementTypes,
  cepInformation: catalogue.cepInformation,
  plans: catalogue.plans,
  benefits: catalogue.benefits,
};

export interface SandboxOptions {
  /** The clock (tests move it to expire collaborator codes). */
  now?: () => Date;
}

function backend(database: () => Promise<Db>, options: SandboxOptions = {}): Backend {
  const now = options.now ?? (() => new Date());
  return {
    async handle(request: BackendRequest, signal: AbortSignal): Promise<BackendResponse> {
      const fault = faultOf(request);
      if (fault && fault !== "slow") return faultResponse(fault);
      if (fault === "slow") await delay(slowMs(), signal);
      try {
        const context: SandboxContext = { db: await database(), now };
        return await HANDLERS[request.call](request, context);
      } catch (error) {
        if (error instanceof BadRequest) return json(400, { success: false, message: error.message });
        // Only the call and the error's class: database messages may quote personal values.
        const name = error instanceof Error ? error.name : "unknown";
        log("error", { event: "sandbox.error", requestId: request.requestId, call: request.call, error: name });
        return json(500, { success: false, message: "Erro interno do sandbox. Tente novamente." });
      }
    },
  };
}

/** A sandbox over a given database (tests: in-memory PGlite, already migrated). */
export function createSandbox(db: Db, options?: SandboxOptions): Backend {
  return backend(() => Promise.resolve(db), options);
}

/** The process's sandbox: its database is opened (and migrated) on the first request. */
export const sandboxBackend: Backend = backend(getDb);
