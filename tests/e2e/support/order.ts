import type { APIResponse, Page } from "@playwright/test";
import { callApi, COVERED, freshAddress } from "./api";

/** Where the funnel keeps its progress in the browser: the lead id, and the purchase store. */
export const LEAD_ID_KEY = "ultrafibra-lead-id";
export const STORE_KEY = "ultrafibra-purchase";

/** A plan of the sandbox's catalogue, as GET plans answers it (the fields the specs read). */
export interface SeedPlan {
  id: string;
  sku: string;
  plan: string;
  price: string;
  price_with_dacc: string;
  installationSchedule: boolean;
}

/** The personal data of the prepared order (the sandbox's valid CPF). */
export const ORDER_PERSON = { name: "Ana Souza", phone: "11987654321", email: "ana.souza@example.com.br", cpf: "52998224725" } as const;

/**
 * A lead of plan `sku` answered up to the CPF (and the due day when given) through the API with
 * the page's own request context (so the page's cookie jar owns the lead), and its progress put
 * in the browser as a reload leaves it (the runtime restores the rest from the backend). With
 * `addon`, the addon's catalogue and the lead's addon.
 * Every API answer goes to `onAnswer` (e.g. to see which instance of a fleet served it). `origin`:
 * the page's origin when the page's base URL is a server of the spec's own (its writes must come
 * from that server's pages).
 */
export async function prepareOrder(
  page: Page,
  sku: string,
  { dueDay, addon = "", onAnswer = () => {}, origin }: { dueDay?: number; addon?: string; onAnswer?: (answer: APIResponse) => void; origin?: string } = {},
) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": freshAddress() });
  const request = page.request;
  const call = async (method: "GET" | "POST" | "PATCH", path: string, body?: unknown) => {
    const answer = await callApi(request, method, path, body, origin ? { origin } : {});
    onAnswer(answer);
    if (!answer.ok()) throw new Error(`${method} ${path}: ${answer.status()}`);
    return answer;
  };
  const plans = ((await (await call("GET", `plans/${addon ? `?addon=${addon}` : ""}`)).json()) as { plans: SeedPlan[] }).plans;
  const plan = plans.find((p) => p.sku === sku);
  if (!plan) throw new Error(`plan ${sku} not in the catalogue`);
  const created = await call("POST", "lead-v2", { idPlan: plan.id, address: { cep: COVERED.cep, number: COVERED.number }, ...(addon ? { addon } : {}) });
  const { idLead } = (await created.json()) as { idLead: string };
  const steps: [string, unknown][] = [
    ["name", { name: ORDER_PERSON.name }],
    ["phone", { phone: ORDER_PERSON.phone }],
    ["email", { email: ORDER_PERSON.email, accept_promotions: false, accept_information: true }],
    ["birthDate", { birth_date: "1990-12-31" }],
    ["motherName", { mothers_name: "Maria Souza" }],
    ["documentNumber", { cpf: ORDER_PERSON.cpf }],
    ...(dueDay ? [["dueDate", { due_date: String(dueDay) }] as [string, unknown]] : []),
  ];
  for (const [step, body] of steps) await call("PATCH", `lead-v2/${idLead}/${step}`, body);
  const state = {
    zip: "01310-100",
    streetNr: COVERED.number,
    street: "Avenida Paulista",
    city: "São Paulo",
    uf: "SP",
    name: ORDER_PERSON.name,
    phone: "(11) 98765-4321",
    email: ORDER_PERSON.email,
    planoSelected: plan,
    leadId: idLead,
    sendAddress: false,
  };
  // Any page of the site gives the origin's storage; the funnel's step is then opened as after a reload.
  await page.goto("/robots.txt");
  await page.evaluate(
    ([leadKey, storeKey, id, json]) => {
      localStorage.setItem(leadKey, id);
      sessionStorage.setItem(storeKey, json);
    },
    [LEAD_ID_KEY, STORE_KEY, idLead, JSON.stringify({ state, version: 0 })] as const,
  );
  return { idLead, plan };
}
