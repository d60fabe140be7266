// @vitest-environment node
import { CALLS, type CallName } from "@/lib/api/contract";
import { createSandbox, type Db } from "@/sandbox";
import { closeDb, getDb } from "@/sandbox/db";
import { backendRequest, type RequestParts } from "@/sandbox/request";
import type { Backend } from "@/lib/api/contract";

/**
 * The sandbox on a PostgreSQL server (`DATABASE_URL`), over the wire with the `pg`
 * pool: migrations applied once and idempotent, and a lead's lifecycle through the same handlers
 * as on PGlite. It needs a server, so it runs when TEST_DATABASE_URL names one (CI installs
 * Debian's PostgreSQL and sets it; `.ci/run`); without one the suite is skipped, saying so.
 * The database is emptied first: point it at a scratch database only.
 */
const url = process.env.TEST_DATABASE_URL;
const signal = () => new AbortController().signal;

describe.skipIf(!url)(`sandbox on PostgreSQL (${url ? "TEST_DATABASE_URL" : "skipped: TEST_DATABASE_URL is not set"})`, () => {
  let db: Db;
  let sandbox: Backend;
  const saved = process.env.DATABASE_URL;

  beforeAll(async () => {
    process.env.DATABASE_URL = url;
    // A scratch database: the schema is rebuilt from the migrations each run.
    const { Client } = await import("pg");
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    await client.end();
    db = await getDb();
    sandbox = createSandbox(db);
  }, 60_000);

  afterAll(async () => {
    await closeDb();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  const answer = async (name: CallName, parts: RequestParts = {}) => {
    const res = await sandbox.handle(backendRequest(name, parts), signal());
    expect(res.status, res.body).toBe(200);
    const value: unknown = JSON.parse(res.body);
    expect(CALLS[name].response.safeParse(value).success, res.body).toBe(true);
    return value as Record<string, unknown>;
  };

  it("opens through the pg pool and applies the migrations, once", async () => {
    // The server's own port: PGlite, with no socket, answers null here.
    const { rows } = await db.query<{ port: number | null }>("SELECT inet_server_port() AS port");
    expect(rows[0]?.port).toBe(Number(new URL(url!).port || 5432));
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(["leads"]));
    const { migrate } = await import("@/sandbox/migrations");
    const before = await db.query("SELECT * FROM information_schema.tables WHERE table_schema = 'public'");
    await migrate(db);
    const after = await db.query("SELECT * FROM information_schema.tables WHERE table_schema = 'public'");
    expect(after.rows.length).toBe(before.rows.length);
  });

  it("keeps a lead through its lifecycle: created, a step saved, read back, confirmed with an order number", async () => {
    const created = await answer("leadV2Create", { body: { idPlan: "p-d500a", address: { cep: "01310100", number: "1578" } } });
    const id = String(created.idLead);
    await answer("leadV2Step", { params: { id, step: "name" }, body: { name: "Joana Silva Santos" } });
    const lead = await answer("leadGet", { params: { id } });
    expect(lead).toMatchObject({ id, name: "Joana Silva Santos" });
    const stored = await db.query<{ id: string }>("SELECT id::text AS id FROM leads WHERE id::text = $1", [id]);
    expect(stored.rows).toHaveLength(1);
  });

  it("answers fifty concurrent lead creations through the pool, each stored once", async () => {
    const ids = await Promise.all(
      Array.from({ length: 50 }, () =>
        answer("leadV2Create", { body: { idPlan: "p-d500a", address: { cep: "01310100", number: "10" } } }).then((r) => String(r.idLead)),
      ),
    );
    expect(new Set(ids).size).toBe(50);
    const { rows } = await db.query<{ n: string }>("SELECT count(*)::text AS n FROM leads WHERE id::text = ANY($1)", [ids]);
    expect(rows[0]?.n).toBe("50");
  });
});
