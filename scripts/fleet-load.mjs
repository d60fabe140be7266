// Kill-an-instance load run: a fleet of 3 (scripts/fleet-core.mjs),
// FLEET_LOAD_CONNECTIONS visitors (50) going through the funnel's API calls via the balancer for
// FLEET_LOAD_SECONDS (30), one instance SIGKILLed at FLEET_LOAD_KILL_AT seconds (half-way), then:
//  - PostgreSQL: every acknowledged lead is stored exactly once (zero lost, zero duplicated; each
//    create carries a unique client_id tag, so a create applied twice would show as two rows);
//  - through the balancer: every acknowledged lead reads back (GET lead/{id}) with the last
//    acknowledged step in it;
//  - the errors, by call and kind: idempotent (GET, retried by the balancer, goal 0) apart from
//    non-idempotent (POST, PATCH: never retried once sent, so one in flight on the killed instance
//    fails); 429 (rate limit) apart from errors. The balancer's log line of each request (found by
//    the X-Request-Id this script sends) says which instance it was on.
//
// Visitors' addresses: the instances trust one hop, the balancer, which appends the address it
// sees. Every visitor connects from an address of its own in 127.0.0.0/8 (all loopback on Linux),
// so each has its own rate-limit budget, as real visitors do; no limit is relaxed.
//
// Usage: npm run fleet:load   (the fleet's FLEET_* ports apply; it must not be running already)
// Env: FLEET_LOAD_CONNECTIONS (50), FLEET_LOAD_SECONDS (30), FLEET_LOAD_KILL_AT (seconds, default
//      half), FLEET_LOAD_KILL (instance id, default web2; "none" for a run without a kill).
// Output: a summary on stdout, the details in .reports/fleet-load.json, every process's log in
// .reports/fleet-load.log. Exit code 1 when a lead is lost or duplicated or an idempotent call failed.
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { DEFAULTS, ROOT, startFleet } from "./fleet-core.mjs";
import { balancerRequest } from "./fleet-http.mjs";

const envInt = (name, fallback) => {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const CONNECTIONS = envInt("FLEET_LOAD_CONNECTIONS", 50);
const SECONDS = envInt("FLEET_LOAD_SECONDS", 30);
const KILL_AT = envInt("FLEET_LOAD_KILL_AT", Math.floor(SECONDS / 2));
const KILL = process.env.FLEET_LOAD_KILL || "web2";
const PORT = envInt("FLEET_PORT", DEFAULTS.port);
const RUN = randomBytes(4).toString("hex");
const REPORTS = path.join(ROOT, ".reports");

/** The funnel's calls after the lead exists (lib/api/contract LEAD_STEP_BODIES), as a visitor makes them. */
const STEPS = [
  ["name", { name: "Cliente Carga" }],
  ["phone", { phone: "11987654321" }],
  ["email", { email: "carga@example.com.br", accept_promotions: false, accept_information: true }],
  ["birthDate", { birth_date: "1990-12-31" }],
  ["motherName", { mothers_name: "Maria Carga" }],
  ["documentNumber", { cpf: "52998224725" }],
  ["dueDate", { due_date: "10" }],
];
/** What GET lead answers once a step is stored: the check that an acknowledged step was kept. */
const STEP_FIELD = { name: ["name", "Cliente Carga"], email: ["email", "carga@example.com.br"], dueDate: ["due_date", "10"] };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const log = (m) => process.stderr.write(`[load] ${m}\n`);

/** The n-th visitor's address: 127.a.b.c, away from 127.0.0.x, a fresh range per run. */
const runOctet = 16 + (parseInt(RUN.slice(0, 2), 16) % 200);
const addressOf = (n) => `127.${runOctet}.${(n >> 8) & 255}.${n & 255}`;
let visitors = 0;

/** One request through the balancer; never throws (scripts/fleet-http.mjs). */
const request = (agent, method, urlPath, { body, cookie, requestId }) =>
  balancerRequest(PORT, agent, method, urlPath, { body, cookie, headers: { accept: "application/json", "x-request-id": requestId } });

const calls = [];
let sequence = 0;
const started = { at: 0 };

/** Records one call; answers the result. */
async function call(agent, kind, method, urlPath, options = {}) {
  const requestId = `load-${RUN}-${++sequence}`;
  const t = Date.now();
  const result = await request(agent, method, urlPath, { ...options, requestId });
  calls.push({
    kind,
    method,
    requestId,
    at: (t - started.at) / 1000,
    ms: Date.now() - t,
    status: result.status,
    error: result.error ?? null,
    instance: result.headers?.["x-uf-instance"] ?? null,
  });
  return result;
}

/** A visitor: a new address and connection, a lead with coverage, every step, a read. */
async function visit(deadline, leads) {
  const n = ++visitors;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: addressOf(n) });
  try {
    const tag = `load-${RUN}-${n}`;
    const created = await call(agent, "create lead (POST lead-v2)", "POST", "/api/lead-v2/", {
      body: { idPlan: "p-d600gl", address: { cep: "01310100", number: String(100 + (n % 900)) }, client_id: tag },
    });
    const lead = { tag, acknowledged: false, id: null, cookie: null, steps: [] };
    leads.push(lead);
    if (created.status !== 200) return;
    const { idLead } = JSON.parse(created.body);
    lead.acknowledged = Boolean(idLead);
    lead.id = idLead;
    lead.cookie = (created.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    for (const [step, body] of STEPS) {
      if (Date.now() > deadline) return;
      const answer = await call(agent, "step (PATCH lead-v2/{id}/{step})", "PATCH", `/api/lead-v2/${idLead}/${step}/`, { body, cookie: lead.cookie });
      if (answer.status === 200) lead.steps.push(step);
      else return;
    }
    await call(agent, "read lead (GET lead/{id})", "GET", `/api/lead/${idLead}/`, { cookie: lead.cookie });
  } finally {
    agent.destroy();
  }
}

async function main() {
  mkdirSync(REPORTS, { recursive: true });
  const logStream = createWriteStream(path.join(REPORTS, "fleet-load.log"));
  const lbLines = [];
  // Everything goes to the log file; the fleet's own lines and the balancer's server states to the terminal.
  const out = (line) => {
    logStream.write(`${line}\n`);
    if (line.startsWith("[lb] {")) lbLines.push(line.slice(5));
    else if (line.startsWith("[fleet]") || /^\[lb\] Server /.test(line)) process.stderr.write(`${line}\n`);
  };
  log(`run ${RUN}: starting a fleet of 3`);
  const fleet = await startFleet({ instances: 3, port: PORT, out });
  let code = 1;
  try {
    const victim = fleet.instances.find((i) => i.id === KILL) ?? null;
    if (KILL !== "none" && !victim) throw new Error(`FLEET_LOAD_KILL=${KILL}: no such instance`);
    const leads = [];
    const victimPid = victim ? await fleet.pid(victim.id) : null;
    log(`${CONNECTIONS} visitors for ${SECONDS} s through ${fleet.url}${victim ? `; SIGKILL to ${victim.id} (pid ${victimPid}) at ${KILL_AT} s` : ""}`);
    started.at = Date.now();
    const deadline = started.at + SECONDS * 1000;
    let killedAt = null;
    const killer = victim
      ? sleep(KILL_AT * 1000).then(() => {
          killedAt = (Date.now() - started.at) / 1000;
          log(`SIGKILL ${victim.id} at ${killedAt.toFixed(1)} s`);
          // pm2 starts it again; the balancer routes around it until its /readyz answers.
          process.kill(victimPid, "SIGKILL");
        })
      : Promise.resolve();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < deadline) await visit(deadline, leads);
      }),
    );
    await killer;
    const elapsed = (Date.now() - started.at) / 1000;
    log(`load done: ${calls.length} calls in ${elapsed.toFixed(1)} s (${(calls.length / elapsed).toFixed(0)}/s), ${leads.length} visitors`);

    // 1. PostgreSQL: rows per tag.
    const { default: pg } = await import("pg");
    const db = new pg.Client({ connectionString: fleet.postgres.url });
    await db.connect();
    const { rows } = await db.query("SELECT data->>'client_id' AS tag, id::text AS id FROM leads WHERE data->>'client_id' LIKE $1", [`load-${RUN}-%`]);
    await db.end();
    const stored = new Map();
    for (const row of rows) stored.set(row.tag, [...(stored.get(row.tag) ?? []), row.id]);
    const acknowledged = leads.filter((l) => l.acknowledged);
    const lost = acknowledged.filter((l) => !(stored.get(l.tag) ?? []).includes(l.id));
    const duplicated = [...stored].filter(([, ids]) => ids.length > 1).map(([tag, ids]) => ({ tag, ids }));
    const unacknowledged = leads.filter((l) => !l.acknowledged);
    const storedUnanswered = unacknowledged.filter((l) => stored.has(l.tag));

    // 2. Read back every acknowledged lead through the balancer (10 at a time).
    const unreadable = [];
    const stepsMissing = [];
    const reader = new http.Agent({ keepAlive: true, maxSockets: 10 });
    for (let i = 0; i < acknowledged.length; i += 10) {
      await Promise.all(
        acknowledged.slice(i, i + 10).map(async (lead) => {
          const answer = await request(reader, "GET", `/api/lead/${lead.id}/`, { cookie: lead.cookie, requestId: `verify-${RUN}-${lead.tag}` });
          if (answer.status !== 200) return unreadable.push({ tag: lead.tag, status: answer.status, error: answer.error });
          const body = JSON.parse(answer.body);
          for (const step of lead.steps) {
            const [field, value] = STEP_FIELD[step] ?? [];
            if (field && body[field] !== value) stepsMissing.push({ tag: lead.tag, step, field, got: body[field] ?? null });
          }
        }),
      );
    }
    reader.destroy();

    // 3. Errors by call, from the client's side, with the balancer's view of each failed request.
    const lb = new Map(
      lbLines.flatMap((line) => {
        try {
          const entry = JSON.parse(line);
          return [[entry.requestId, entry]];
        } catch {
          return [];
        }
      }),
    );
    const byKind = {};
    for (const c of calls) {
      const k = (byKind[c.kind] ??= { method: c.method, total: 0, ok: 0, rateLimited: 0, errors: 0, errorKinds: {}, onKilledInstance: 0, inFlightAtKill: 0, retriedByBalancer: 0, byInstance: {} });
      k.total += 1;
      const view = lb.get(c.requestId);
      if (view && view.retries !== "0") k.retriedByBalancer += 1;
      const instance = c.instance ?? view?.server ?? "?";
      k.byInstance[instance] = (k.byInstance[instance] ?? 0) + 1;
      if (c.status >= 200 && c.status < 300) k.ok += 1;
      else if (c.status === 429) k.rateLimited += 1;
      else {
        k.errors += 1;
        const what = c.error ?? `HTTP ${c.status}${view ? ` (balancer: ${view.server}, ${view.termination})` : ""}`;
        k.errorKinds[what] = (k.errorKinds[what] ?? 0) + 1;
        if (victim && view?.server === victim.id) k.onKilledInstance += 1;
        // In flight when the instance died, or sent in the moment after, before the balancer saw it
        // gone (an idle connection to the dead instance reused): answered or cut after the kill.
        if (killedAt !== null && c.at <= killedAt + 0.5 && c.at + c.ms / 1000 >= killedAt) k.inFlightAtKill += 1;
      }
    }
    const idempotentErrors = Object.values(byKind).filter((k) => ["GET", "HEAD"].includes(k.method)).reduce((n, k) => n + k.errors, 0);
    const otherErrors = Object.values(byKind).filter((k) => !["GET", "HEAD"].includes(k.method)).reduce((n, k) => n + k.errors, 0);
    const states = await fleet.states().catch(() => ({}));

    const report = {
      run: RUN,
      connections: CONNECTIONS,
      seconds: SECONDS,
      killed: victim ? { instance: victim.id, atSeconds: killedAt } : null,
      calls: calls.length,
      callsPerSecond: Math.round(calls.length / elapsed),
      visitors: leads.length,
      leads: {
        acknowledged: acknowledged.length,
        storedRows: rows.length,
        lost: lost.length,
        duplicated: duplicated.length,
        unacknowledgedCreates: unacknowledged.length,
        storedWithoutAnswer: storedUnanswered.length,
        unreadable: unreadable.length,
        acknowledgedStepsMissing: stepsMissing.length,
      },
      errors: { idempotent: idempotentErrors, nonIdempotent: otherErrors },
      byCall: byKind,
      balancerStatesAtEnd: states,
      details: {
        lost: lost.map((l) => l.tag),
        duplicated,
        unreadable,
        stepsMissing,
        storedWithoutAnswer: storedUnanswered.map((l) => l.tag),
        failedCalls: calls.filter((c) => c.status !== 200 && c.status !== 429).map((c) => ({ ...c, balancer: lb.get(c.requestId) ?? null })),
      },
    };
    writeFileSync(path.join(REPORTS, "fleet-load.json"), `${JSON.stringify(report, null, 2)}\n`);

    const lines = [
      `Kill-an-instance load run ${RUN}: ${CONNECTIONS} connections, ${SECONDS} s, ${report.killed ? `${report.killed.instance} SIGKILLed at ${report.killed.atSeconds.toFixed(1)} s` : "no kill"}`,
      `${calls.length} calls (${report.callsPerSecond}/s), ${leads.length} visitors, ${acknowledged.length} leads acknowledged`,
      `PostgreSQL: ${rows.length} rows of this run; lost ${lost.length}, duplicated ${duplicated.length}; ` +
        `${unacknowledged.length} create(s) without a 200, of which ${storedUnanswered.length} stored (the instance died after the commit, before answering)`,
      `Read back through the balancer: ${acknowledged.length - unreadable.length}/${acknowledged.length} readable, ${stepsMissing.length} acknowledged step(s) missing`,
      `Errors: ${idempotentErrors} on idempotent calls (GET, retried by the balancer), ${otherErrors} on non-idempotent calls (POST/PATCH, never retried once sent)`,
      "",
      "| call | total | ok | 429 | errors | of which at the kill (in flight, or sent ≤ 0.5 s after) | of which logged on the killed instance | retried by the balancer | answered by |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---|",
      ...Object.entries(byKind).map(
        ([kind, k]) =>
          `| ${kind} | ${k.total} | ${k.ok} | ${k.rateLimited} | ${k.errors} | ${k.inFlightAtKill} | ${k.onKilledInstance} | ${k.retriedByBalancer} | ${Object.entries(k.byInstance).sort().map(([i, n]) => `${i} ${n}`).join(", ")} |`,
      ),
      "",
      ...Object.entries(byKind).flatMap(([kind, k]) => Object.entries(k.errorKinds).map(([what, n]) => `- ${kind}: ${n} × ${what}`)),
      ...(Object.values(byKind).some((k) => k.errorKinds.ECONNRESET)
        ? [
            "  (ECONNRESET with no balancer log line: a request that was not the first on its client connection, whose instance died " +
              "before answering. HAProxy then closes the client connection without an answer or a log line, on purpose, so that the " +
              "client retries as after a keep-alive race (http_ana.c, abort_keep_alive); it retries nothing itself for a PATCH/POST.)",
          ]
        : []),
      `Balancer at the end: ${Object.entries(states).map(([s, st]) => `${s} ${st}`).join(", ")}`,
    ];
    process.stdout.write(`${lines.join("\n")}\n`);
    code = lost.length || duplicated.length || unreadable.length || stepsMissing.length || idempotentErrors ? 1 : 0;
  } finally {
    await fleet.stop();
    await new Promise((r) => logStream.end(r));
  }
  return code;
}

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`${signal}: stopping (the fleet's guardian stops what is left)`);
    process.exit(130);
  });
}
main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[load] ${error.stack ?? error}`);
    process.exit(1);
  },
);
