import { mkdir } from "node:fs/promises";
import path from "node:path";
import { log } from "./log";
import { migrate } from "./migrations";

/**
 * The sandbox's database: the few calls the handlers need, over either an embedded PostgreSQL
 * (PGlite, one process, data on disk) or a PostgreSQL server (`DATABASE_URL`, for several
 * instances). Both speak the same SQL, so the schema and the handlers do not care which.
 */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Several statements, no parameters, one implicit transaction (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** Embedded PostgreSQL; without a directory it lives in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // Imported on first use: the WASM build is only loaded when the sandbox is really used.
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = dataDir ? new PGlite(dataDir) : new PGlite();
  await pg.waitReady;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    close: () => pg.close(),
  };
}

/**
 * Connections of the PostgreSQL pool: DATABASE_POOL_SIZE, 10 when unset. A value that is not a
 * whole number of at least 1 is refused: pg would read 0 or "abc" as 10 and a negative size as a
 * pool whose queries wait forever.
 */
export function poolSize(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 10;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number of at least 1 (got "${value}")`);
  return n;
}

/** A PostgreSQL server through a connection pool. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const { Pool } = await import("pg");
  // A query waits at most 10 s for a free connection, then fails (and the caller's 5xx says so).
  const pool = new Pool({ connectionString, max: poolSize(process.env.DATABASE_POOL_SIZE), connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", (error) => log("error", { event: "sandbox.db-pool", error: error.name }));
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** Where the embedded database keeps its files. */
export function pgliteDir(): string {
  return path.join(process.env.DATA_DIR || "data", "pglite");
}

/** Opens the configured database and brings its schema up to date. */
export async function openConfiguredDb(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  const db = url ? await openPostgres(url) : await openPglite(pgliteDir());
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

// One database per process, kept across Next's dev reloads of this module: two PGlite instances
// on the same directory would corrupt it.
const globalKey = Symbol.for("ultrafibra.sandbox.db");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Db> };

/** The process's database, opened on first use. */
export function getDb(): Promise<Db> {
  const g = globalThis as GlobalWithDb;
  let opening = g[globalKey];
  if (!opening) {
    opening = openConfiguredDb();
    // A failed open (disk full, server down) is retried by the next request, not cached.
    opening.catch(() => {
      if (g[globalKey] === opening) delete g[globalKey];
    });
    g[globalKey] = opening;
  }
  return opening;
}

/** Closes the process's database (tests, graceful shutdown). */
export async function closeDb(): Promise<void> {
  const g = globalThis as GlobalWithDb;
  const opening = g[globalKey];
  delete g[globalKey];
  // A database that failed to open has nothing to close.
  if (opening) await opening.then((db) => db.close(), () => undefined);
}
