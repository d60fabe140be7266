import type { Db } from "./db";

/**
 * The sandbox schema, as versioned migrations applied in order and recorded in
 * `schema_migrations`. Never edit a released migration: add the next version.
 *
 * Only what the flows write lives here. The catalogue (plans, addresses, banks, documents,
 * customers of the renewal and migration bases) is served from the seed constants: it is
 * read-only, ships with the code and so can never drift from it.
 */
export interface Migration {
  version: number;
  name: string;
  /** Plain SQL statements; they run inside one transaction with the version record. */
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "flows",
    sql: `
      -- Leads of every flow (POST lead, lead-v2, createFromRenta, fibre migration). Customer fields
      -- keep their API names in "data" so GET lead/{id} can hand back everything that was sent.
      CREATE TABLE leads (
        id uuid PRIMARY KEY,
        source text NOT NULL CHECK (source IN ('lead', 'lead-v2', 'renta', 'migration')),
        flow text NOT NULL DEFAULT 'purchase' CHECK (flow IN ('purchase', 'migration')),
        id_plan text,
        addon text,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        address jsonb,
        risk jsonb NOT NULL DEFAULT '{}'::jsonb,
        collaborator_validated boolean NOT NULL DEFAULT false,
        order_number text UNIQUE,
        confirmed_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE no_coverage_leads (
        id uuid PRIMARY KEY,
        cep text NOT NULL,
        number text,
        id_plan text,
        name text,
        email text,
        phone text,
        addon text,
        tracking jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE support_requests (
        id uuid PRIMARY KEY,
        telephone text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE renewal_requests (
        id uuid PRIMARY KEY,
        cpf text NOT NULL,
        offers jsonb NOT NULL,
        offer1 text,
        offer2 text,
        order_number text UNIQUE,
        tracking jsonb NOT NULL DEFAULT '{}'::jsonb,
        confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      -- One live code per lead; a new code replaces the old one. Only a hash is kept.
      CREATE TABLE collaborator_codes (
        lead_id uuid PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      -- Order numbers of leads and renewals share one sequence, so they never collide.
      CREATE SEQUENCE order_numbers;
    `,
  },
  {
    version: 2,
    name: "idempotency keys",
    sql: `
      -- Keys of keyed creations (POST lead-v2), as the proxy scopes them: the SHA-256 of the key,
      -- the fingerprint of the body it came with, what it made, and until when it is remembered.
      CREATE TABLE idempotency_keys (
        key_hash text PRIMARY KEY,
        fingerprint text NOT NULL,
        lead_id uuid,
        no_coverage_id uuid,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];

/** Any constant: migrations of concurrent processes on one server wait for each other. */
const MIGRATION_LOCK = 727274001;

const dollarQuote = (tag: string, text: string): string => {
  if (text.includes(`$${tag}$`)) throw new Error(`migration text contains $${tag}$`);
  return `$${tag}$${text}$${tag}$`;
};

/**
 * One DO block per migration: the lock, the version check, the statements and the version record
 * commit together, so a migration is applied exactly once even by several processes at the same
 * time, and a failing one leaves nothing behind.
 */
export function migrationSql(migration: Migration): string {
  return `DO ${dollarQuote(
    "migrate",
    `
    BEGIN
      PERFORM pg_advisory_xact_lock(${MIGRATION_LOCK});
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      );
      IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ${migration.version}) THEN
        EXECUTE ${dollarQuote("statements", migration.sql)};
        INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${dollarQuote("name", migration.name)});
      END IF;
    END
  `,
  )};`;
}

/** Applies the migrations not applied yet, in version order. Idempotent. */
export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<void> {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  for (const migration of ordered) await db.exec(migrationSql(migration));
}
