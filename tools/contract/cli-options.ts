import { parseArgs } from "node:util";
import { cepField, houseNumberField } from "@/lib/api/contract";
import { parseBackendHeaders } from "./backend-headers";
import type { CheckOptions } from "./run-check";

/** Avenida Paulista, São Paulo: a covered urban postcode with a street (the sandbox seeds it too). */
export const DEFAULT_CEP = "01310100";
/** The storefront's proxy waits as long for the backend (BACKEND_TIMEOUT_MS). */
export const DEFAULT_TIMEOUT_MS = 15_000;

export const USAGE = `usage: npm run contract:check -- <base URL> [options]

Calls the read-only calls of the backend at <base URL> (as BACKEND_URL would name it) and checks
every answer against lib/api/contract. Exit code 1 when any answer does not match, 2 on bad usage.

  --cep <digits>           postcode of the coverage and address lookups (default ${DEFAULT_CEP})
  --number <n>             house number sent with them (default none)
  --infraco <name>         infrastructure company of the complement types (default: the address lookup's)
  --timeout <ms>           per call (default ${DEFAULT_TIMEOUT_MS})
  --migration-cpf <cpf>    also check that the migration lead shows the home address masked;
                           it POSTs fiber-migration/offers, which creates a migration lead

Environment: BACKEND_HEADERS='{"Authorization":"Bearer …"}' (a JSON object) is sent with every call;
its values are never printed.`;

export type Cli =
  | { kind: "run"; options: CheckOptions; headerNames: string[] }
  | { kind: "help" }
  | { kind: "error"; message: string };

/** The command line and environment as check options; pure, so that its refusals are unit-tested. */
export function parseCli(argv: string[], env: Record<string, string | undefined>): Cli {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        cep: { type: "string", default: DEFAULT_CEP },
        number: { type: "string" },
        infraco: { type: "string" },
        timeout: { type: "string", default: String(DEFAULT_TIMEOUT_MS) },
        "migration-cpf": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    return { kind: "error", message: error instanceof Error ? error.message : String(error) };
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: "help" };
  if (positionals.length !== 1) return { kind: "error", message: "give one base URL" };
  let url: URL;
  try {
    url = new URL(positionals[0]!);
  } catch {
    return { kind: "error", message: "the base URL is not a URL" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { kind: "error", message: "the base URL must be http or https" };
  // fetch refuses such an address, and its error would print it, credentials included.
  if (url.username || url.password) return { kind: "error", message: "the base URL must not hold a user name or password: send them in BACKEND_HEADERS" };
  const cep = values.cep.replace(/\D/g, "");
  if (!cepField.safeParse(cep).success) return { kind: "error", message: "--cep: 8 digits" };
  if (values.number !== undefined && !houseNumberField.safeParse(values.number).success) return { kind: "error", message: "--number: 1 to 64 characters" };
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return { kind: "error", message: "--timeout: a whole number of milliseconds" };
  const headers = parseBackendHeaders(env.BACKEND_HEADERS);
  if (!headers.ok) return { kind: "error", message: headers.error };
  return {
    kind: "run",
    headerNames: Object.keys(headers.headers),
    options: {
      baseUrl: url.href.replace(/\/+$/, ""),
      headers: headers.headers,
      timeoutMs,
      samples: { cep, number: values.number, infraco: values.infraco },
      // Validated when used, so that its refusal is reported as the check's, without echoing it.
      migrationCpf: values["migration-cpf"]?.replace(/\D/g, ""),
    },
  };
}
