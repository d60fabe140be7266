import type { BackendRequest, BackendResponse } from "@/lib/api/contract";
import type { Db } from "./db";

/** What every handler gets besides the request. */
export interface SandboxContext {
  db: Db;
  /** The clock (injectable so tests can expire collaborator codes without waiting). */
  now: () => Date;
}

export type Handler = (request: BackendRequest, context: SandboxContext) => Promise<BackendResponse>;
