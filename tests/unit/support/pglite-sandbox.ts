import { createSandbox, migrate, openPglite, type Db, type SandboxOptions } from "@/sandbox";
import type { Backend } from "@/lib/api/contract";

/** The embedded database and the sandbox backend over it, once the file's beforeAll has run. */
export interface PgliteSandbox {
  db: Db;
  sandbox: Backend;
}

/**
 * For the tests of the file (or describe block) it is called in: a fresh in-memory PGlite with
 * the sandbox's schema, and the sandbox backend on it (`options`, e.g. a clock). The database is
 * closed afterwards. Read `db` and `sandbox` inside tests and hooks, not at the top level.
 */
export function withPgliteSandbox(options?: SandboxOptions): PgliteSandbox {
  const pg = {} as PgliteSandbox;
  beforeAll(async () => {
    pg.db = await openPglite();
    await migrate(pg.db);
    pg.sandbox = createSandbox(pg.db, options);
  }, 60_000); // the embedded database takes a few seconds to open the first time
  afterAll(() => pg.db.close());
  return pg;
}
