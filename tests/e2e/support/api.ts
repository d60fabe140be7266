import type { APIRequestContext } from "@playwright/test";

/** A covered address and plan of the sandbox (docs/sandbox.md). */
export const COVERED = { cep: "01310100", number: "1000", idPlan: "p-d600gl" } as const;

let counter = 0;
/**
 * A client address of its own, so a test's rate-limit budget is not shared with the other tests
 * running against the same server. The e2e server trusts one proxy hop (playwright.config.ts), so
 * the last x-forwarded-for entry is the client, as behind the fleet's load balancer; it must be an
 * IP address (anything else counts as one shared "invalid" client).
 */
export function freshAddress(): string {
  counter += 1;
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${(counter >> 8) & 255}.${counter & 255}`;
}

/** Calls /api/{path} as our own pages do: JSON, with the page's Origin on writes. */
export async function callApi(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const origin = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`).origin;
  return request.fetch(`/api/${path}`, {
    method,
    headers: { accept: "application/json", origin, ...headers },
    ...(body !== undefined ? { data: body } : {}),
  });
}

/** Creates a lead with coverage and answers its id (the context now owns it). */
export async function createLead(request: APIRequestContext, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await callApi(
    request,
    "POST",
    "lead-v2",
    { idPlan: COVERED.idPlan, address: { cep: COVERED.cep, number: COVERED.number }, ...extra },
    headers,
  );
  const body = (await response.json()) as { idLead?: string };
  if (!response.ok() || !body.idLead) throw new Error(`lead-v2 create failed: ${response.status()}`);
  return body.idLead;
}
