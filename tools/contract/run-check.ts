import { randomUUID } from "node:crypto";
import { CALLS, callPath, queryString, type CallDef, type CallName } from "@/lib/api/contract";
import type * as z from "@/lib/validation/z";
import { checkAnswer, jsonValue, type Answer, type Problem } from "./check-answer";
import { privacyProblems } from "./privacy";
import { SAMPLES, type CallInput, type Earlier, type ReadOnlyCall, type SampleOptions } from "./read-only";

export interface CheckOptions {
  /** The backend's API base, as BACKEND_URL would be ("https://staging.example/v1"). */
  baseUrl: string;
  /** Sent with every call (BACKEND_HEADERS); never printed. */
  headers?: Record<string, string>;
  timeoutMs: number;
  samples: SampleOptions;
  /** Opt-in: a CPF of the migration base, for the migration lead's privacy check. */
  migrationCpf?: string;
}

export interface CallReport {
  label: string;
  problems: Problem[];
}

type Sent = { ok: true; answer: Answer } | { ok: false; problem: Problem };

function reason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** One request as lib/backend/remote.ts sends it: JSON, a request id, no redirects followed. */
async function send(options: CheckOptions, method: string, path: string, body?: unknown): Promise<Sent> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await fetch(`${options.baseUrl.replace(/\/+$/, "")}/${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        "x-request-id": `contract-check-${randomUUID()}`,
        ...options.headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      redirect: "manual",
      signal,
    });
    // Under the same timeout: a backend that sends its headers and then stalls is slow too.
    const text = await response.text();
    return { ok: true, answer: { status: response.status, contentType: response.headers.get("content-type") ?? "", body: text } };
  } catch (error) {
    if (signal.aborted) return { ok: false, problem: { kind: "transport", message: `timeout: no answer within ${options.timeoutMs} ms` } };
    return { ok: false, problem: { kind: "transport", message: `no answer: ${reason(error)}` } };
  }
}

const issueText = (error: z.core.$ZodError) => error.issues.map((i) => `${i.path.map(String).join(".") || "(root)"}: ${i.message}`).join("; ");
const strings = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));

/** The filled path and query, after the contract's own request schemas (what the proxy would send). */
function prepare(name: CallName, input: CallInput): { ok: true; path: string } | { ok: false; problem: Problem } {
  const def: CallDef = CALLS[name];
  const params = def.params ? def.params.safeParse(input.params ?? {}) : { success: true as const, data: input.params ?? {} };
  if (!params.success) return { ok: false, problem: { kind: "input", message: `sample path parameters refused by the contract: ${issueText(params.error)}` } };
  const query = def.query ? def.query.safeParse(input.query ?? {}) : { success: true as const, data: {} };
  if (!query.success) return { ok: false, problem: { kind: "input", message: `sample query refused by the contract: ${issueText(query.error)}` } };
  return { ok: true, path: `${callPath(name, params.data)}${queryString(strings(query.data))}` };
}

interface Checked {
  report: CallReport;
  /** The answer's JSON, when there was one. */
  value: unknown;
}

/** One call sent and its answer checked; `label` replaces the default one where the path should not be printed. */
export async function checkCall(options: CheckOptions, name: CallName, input: CallInput, body?: unknown, label?: string): Promise<Checked> {
  const method = CALLS[name].method;
  const prepared = prepare(name, input);
  if (!prepared.ok) return { report: { label: label ?? `${method} ${CALLS[name].path}`, problems: [prepared.problem] }, value: undefined };
  const report = { label: label ?? `${method} ${prepared.path}`, problems: [] as Problem[] };
  const sent = await send(options, method, prepared.path, body);
  if (!sent.ok) return { report: { ...report, problems: [sent.problem] }, value: undefined };
  return { report: { ...report, problems: checkAnswer(name, sent.answer) }, value: jsonValue(sent.answer) };
}

/** Every read-only call with its sample input, in SAMPLES' order (later inputs read earlier answers). */
export async function runReadOnlyChecks(options: CheckOptions): Promise<CallReport[]> {
  const earlier: Earlier = {};
  const reports: CallReport[] = [];
  for (const name of Object.keys(SAMPLES) as ReadOnlyCall[]) {
    const { report, value } = await checkCall(options, name, SAMPLES[name](options.samples, earlier));
    earlier[name] = value;
    reports.push(report);
  }
  return reports;
}

const OFFERS_LABEL = "POST fiber-migration/offers (CPF from --migration-cpf)";
const LEAD_LABEL = "GET fiber-migration/{id} (privacy: home address masked)";

/**
 * The migration lead's privacy check. It writes: the lookup creates a migration lead on the
 * backend at every run. Neither the CPF nor the lead id is printed (the id opens the lead).
 */
export async function runMigrationPrivacyCheck(options: CheckOptions, cpf: string): Promise<CallReport[]> {
  const body = CALLS.migrationOffers.body.safeParse({ cpf });
  if (!body.success) return [{ label: OFFERS_LABEL, problems: [{ kind: "input", message: "the CPF is refused by the contract (11 digits with valid check digits)" }] }];
  const offers = await checkCall(options, "migrationOffers", {}, body.data, OFFERS_LABEL);
  const id = CALLS.migrationOffers.creates(offers.value).find((v): v is string => typeof v === "string");
  if (!id) {
    const message = offers.report.problems.length
      ? "not reached: the lookup above failed"
      : "not reached: the lookup answered no idLead (is the CPF in the migration base?)";
    const problem: Problem = { kind: "input", message };
    return [offers.report, { label: LEAD_LABEL, problems: [problem] }];
  }
  const lead = await checkCall(options, "migrationLeadGet", { params: { id } }, undefined, LEAD_LABEL);
  return [offers.report, { ...lead.report, problems: [...lead.report.problems, ...privacyProblems(lead.value)] }];
}

export async function runCheck(options: CheckOptions): Promise<CallReport[]> {
  const reports = await runReadOnlyChecks(options);
  if (options.migrationCpf !== undefined) reports.push(...(await runMigrationPrivacyCheck(options, options.migrationCpf)));
  return reports;
}

export function summary(reports: readonly CallReport[]): string {
  const failed = reports.filter((r) => r.problems.length).length;
  return `${reports.length} calls checked against lib/api/contract: ${reports.length - failed} ok, ${failed} with problems`;
}
