import { json, type BackendRequest, type BackendResponse } from "@/lib/api/contract";
import { SCENARIO_CPFS } from "./seed";

/**
 * Deterministic faults, so every transport and validation error message of the client (funnel
 * §8) can be seen by hand: a request carrying one of these CEPs, phones or CPFs gets the fault
 * instead of its answer.
 */
export type FaultKind = "slow" | "http500" | "html" | "truncated" | "unsuccessful" | "undocumented";

export const FAULT_DESCRIPTIONS: Record<FaultKind, string> = {
  slow: "Resposta lenta (SANDBOX_SLOW_MS, padrão 25 s): o cliente mostra o erro de tempo esgotado / slow answer, client timeout",
  http500: "HTTP 500 text/plain \"Internal Server Error\": \"Erro HTTP 500 …\"",
  html: "HTTP 200 text/html (página de manutenção): \"Resposta do servidor em formato inválido …\"",
  truncated: "HTTP 200 JSON cortado ({\"plans\": [): \"Resposta do servidor corrompida …\"",
  unsuccessful: "HTTP 200 { \"success\": false }: \"Erro no servidor. Por favor tente novamente mais tarde\"",
  undocumented: "HTTP 200 JSON sem os campos documentados ({ \"ok\": true }): \"Propriedades não encontradas na resposta …\"",
};

/** CEP and phone per fault, in FAULT_DESCRIPTIONS order: 99999001 / 11900000001 is slow, and so on. */
const ORDER: FaultKind[] = ["slow", "http500", "html", "truncated", "unsuccessful", "undocumented"];
export const FAULT_CEPS: Record<string, FaultKind> = Object.fromEntries(ORDER.map((k, i) => [`9999900${i + 1}`, k]));
export const FAULT_PHONES: Record<string, FaultKind> = Object.fromEntries(ORDER.map((k, i) => [`1190000000${i + 1}`, k]));
export const FAULT_CPFS: Record<string, FaultKind> = {
  [SCENARIO_CPFS.fault500]: "http500",
  [SCENARIO_CPFS.faultSlow]: "slow",
};

const field = (value: unknown, key: string): unknown =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

const lookup = (table: Record<string, FaultKind>, value: unknown): FaultKind | null =>
  typeof value === "string" && Object.hasOwn(table, value) ? (table[value] ?? null) : null;

/** The fault a request asks for, if any: CEP in query, path or body, phone or CPF in the body. */
export function faultOf(request: BackendRequest): FaultKind | null {
  const { body } = request;
  const candidates: [Record<string, FaultKind>, unknown][] = [
    [FAULT_CEPS, request.query.cep],
    [FAULT_CEPS, request.params.cep],
    [FAULT_CEPS, field(body, "cep")],
    [FAULT_CEPS, field(field(body, "address"), "cep")],
    [FAULT_PHONES, field(body, "phone")],
    [FAULT_PHONES, field(body, "telephone")],
    [FAULT_PHONES, field(body, "phoneNumber")],
    [FAULT_CPFS, field(body, "cpf")],
  ];
  for (const [table, value] of candidates) {
    const kind = lookup(table, value);
    if (kind) return kind;
  }
  return null;
}

/** How long the slow fault waits; the client's timeout should be shorter. */
export const slowMs = (): number => Number(process.env.SANDBOX_SLOW_MS ?? 25000);

/** Waits, unless the request is aborted first (the browser gave up or the proxy timed out). */
export function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** The answer of a fault, or null for the slow one, which answers normally after its delay. */
export function faultResponse(kind: Exclude<FaultKind, "slow">): BackendResponse {
  switch (kind) {
    case "http500":
      return { status: 500, contentType: "text/plain; charset=utf-8", body: "Internal Server Error" };
    case "html":
      return {
        status: 200,
        contentType: "text/html; charset=utf-8",
        body: "<!doctype html><title>Manutenção</title><p>Em manutenção</p>",
      };
    case "truncated":
      return { status: 200, contentType: "application/json; charset=utf-8", body: '{"plans": [' };
    case "unsuccessful":
      return json(200, { success: false });
    case "undocumented":
      return json(200, { ok: true });
  }
}
