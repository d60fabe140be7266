import { CALL_NAMES, CALLS, type CallDef, type CallName } from "@/lib/api/contract";

type Def<N extends CallName> = (typeof CALLS)[N];

/**
 * The calls `contract:check` may send to any backend: GETs the contract does not mark as
 * changing state (collaboratorNewCode issues a code) nor as touching a lead the browser owns
 * (leadGet needs a lead made by someone). Catalogue, coverage and address lookups.
 */
export type ReadOnlyCall = {
  [N in CallName]: Def<N> extends { method: "GET" } ? (Def<N> extends { changesState: true } | { owner: object } ? never : N) : never;
}[CallName];

export const isReadOnly = (name: CallName): name is ReadOnlyCall => {
  const def: CallDef = CALLS[name];
  return def.method === "GET" && !def.changesState && !def.owner;
};

export const READ_ONLY_CALLS: ReadOnlyCall[] = CALL_NAMES.filter(isReadOnly);

export interface SampleOptions {
  /** The postcode of the coverage and address lookups (digits only). */
  cep: string;
  number?: string;
  infraco?: string;
}

export interface CallInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** Answers of the calls checked before (parsed JSON), for inputs that come from them. */
export type Earlier = Partial<Record<CallName, unknown>>;

const field = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), value);
const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * A sample input for each read-only call. A Record over ReadOnlyCall: a read-only GET added to
 * the contract is a type error here until it has one. Checked in this order: the complement types
 * take the infrastructure company the address lookup answered for the sample CEP.
 */
export const SAMPLES: Record<ReadOnlyCall, (options: SampleOptions, earlier: Earlier) => CallInput> = {
  coverage: (o) => ({ query: { cep: o.cep, ...(o.number ? { number: o.number } : {}) } }),
  coverageApiCep: (o) => ({ query: { cep: o.cep, ...(o.number ? { number: o.number } : {}) } }),
  cepInformation: (o) => ({ params: { cep: o.cep } }),
  addressInfo: (o) => ({ query: { cep: o.cep, ...(o.number ? { number: o.number } : {}) } }),
  complementTypes: (o, earlier) => ({
    query: {
      // TIM: the operator's own network, when neither the option nor an answer names one.
      infraco: o.infraco ?? text(field(earlier.addressInfo, "infraco")) ?? text(field(earlier.coverage, "infra", "infraco")) ?? "TIM",
    },
  }),
  plans: () => ({ query: {} }),
  // The client's default catalogue (lib/api/client/calls/catalogue.ts).
  staticCatalogue: () => ({ params: { file: "plans.json" } }),
  benefits: () => ({}),
  banks: () => ({}),
  regulations: () => ({ query: {} }),
};
