import type { ResponseOf } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { carriedQuery } from "@/lib/routing/query";

/**
 * The fibre migration (migracao-ultrafibra) as data: its steps in order, what each one gives the
 * order, which step a given state may show (the guard), and how a step is named in the address.
 * All of it runs on one page, /migracao-ultrafibra/consulta-cpf/: each step is a history entry of
 * that page named by `?etapa=` (docs/decisions/0016-coverage-renewal-migration.md), so the browser's Back and Forward move between
 * steps. Issue #16 makes these rows of the funnel's one step table.
 */

/** The customer's record as the CPF lookup answers it: masked by the backend, shown only to greet. */
export type MigrationCustomer = NonNullable<ResponseOf<"migrationOffers">["userData"]>;

export interface ComplementType {
  code: string;
  description: string;
}

/** The installation address the visitor gives (never the customer's address on record). */
export interface MigrationAddress {
  /** Masked, as the field shows it ("01310-100"). */
  cep: string;
  street: string;
  neighborhood: string;
  city: string;
  uf: string;
  /** The address's network (address-info), which names its complement types. */
  infraco: string;
  blockAllotment: boolean;
  number: string;
  /** With its type: "Apartamento 12". */
  complement: string;
  blockNr: string;
  lotNr: string;
}

/** What the flow knows once the CPF was looked up; held in memory by the flow. */
export interface MigrationData {
  idLead: string;
  offers: Plan[];
  /** Personal (even masked): memory only, restored from the backend, never in browser storage. */
  userData: MigrationCustomer | null;
  plan: Plan | null;
  address: MigrationAddress | null;
  complementTypes: ComplementType[];
  orderNumber: string | null;
}

interface StepRow {
  /** Name in the address (`?etapa=`); the first step has none: it is the page's own address. */
  slug: string | null;
  /** The step's heading (and the document title). */
  title: string;
  /** What the step gives the order: once true the step is done and the next one may be shown. */
  gives: (data: MigrationData) => boolean;
}

/** The steps, in order. */
export const MIGRATION_STEPS = {
  cpf: {
    slug: null,
    title: "Migre para a TIM Ultrafibra: informe seu CPF",
    gives: (d) => Boolean(d.idLead) && d.offers.length > 0,
  },
  offers: { slug: "ofertas", title: "Escolha seu plano TIM Ultrafibra", gives: (d) => d.plan !== null },
  cep: { slug: "cep", title: "Qual é o CEP da instalação?", gives: (d) => Boolean(d.address?.cep) },
  number: { slug: "numero", title: "Qual é o número do imóvel?", gives: (d) => Boolean(d.address?.number.trim()) },
  confirm: { slug: "confirmacao", title: "Confira e confirme sua migração", gives: (d) => Boolean(d.orderNumber) },
  done: { slug: "pedido-realizado", title: "Pedido de migração realizado", gives: () => true },
} as const satisfies Record<string, StepRow>;

export type MigrationStep = keyof typeof MIGRATION_STEPS;

/** The step keys in flow order. */
export const MIGRATION_ORDER = Object.keys(MIGRATION_STEPS) as MigrationStep[];

export const FIRST_MIGRATION_STEP: MigrationStep = "cpf";

/** The query parameter that names the step. */
export const STEP_PARAM = "etapa";

/**
 * The step to show when the visitor asks for `wanted` (a click, Back, Forward, a reload):
 * - the CPF lookup, the flow's entry, is always shown;
 * - once the order is placed, every other step shows the order (Back must not offer the
 *   confirmation again);
 * - otherwise the first step before `wanted` that is not done, or `wanted` when all are. Without
 *   data (a reload with nothing to restore, or after a new CPF lookup) that is the CPF lookup.
 */
export function migrationStepToShow(wanted: MigrationStep, data: MigrationData | null): MigrationStep {
  if (wanted === FIRST_MIGRATION_STEP || !data) return FIRST_MIGRATION_STEP;
  if (data.orderNumber) return "done";
  for (const step of MIGRATION_ORDER) {
    if (step === wanted || !MIGRATION_STEPS[step].gives(data)) return step;
  }
  return wanted;
}

/** Whether `step` may be shown with `data` as it is. */
export const mayShowMigrationStep = (step: MigrationStep, data: MigrationData | null): boolean =>
  migrationStepToShow(step, data) === step;

/** The step an address names; no name, or one we do not know, is the first step. */
export function migrationStepFromSearch(search: string): MigrationStep {
  const slug = new URLSearchParams(search).get(STEP_PARAM);
  return MIGRATION_ORDER.find((step) => MIGRATION_STEPS[step].slug === slug) ?? FIRST_MIGRATION_STEP;
}

/** Whether the query `search` names exactly `step` (the first step: no name at all). */
export function searchNamesStep(search: string, step: MigrationStep): boolean {
  return new URLSearchParams(search).get(STEP_PARAM) === MIGRATION_STEPS[step].slug;
}

/**
 * The query of a step's address: the visit's tracking parameters (utm_*, gclid…) from `search`,
 * then the step's name. Nothing else is carried, so nothing the visitor typed reaches an address.
 */
export function migrationSearch(step: MigrationStep, search: string): string {
  const query = new URLSearchParams(carriedQuery("flows", search));
  const slug = MIGRATION_STEPS[step].slug;
  if (slug) query.set(STEP_PARAM, slug);
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** The address in one line; with the number, complement and quadra/lote once they are known. */
export function migrationAddressLine(a: MigrationAddress, withNumber: boolean): string {
  const street = [a.street, withNumber ? a.number : "", withNumber && a.complement ? a.complement : ""].filter(Boolean).join(", ");
  const block = withNumber && a.blockAllotment ? `Quadra ${a.blockNr}, Lote ${a.lotNr}` : "";
  const place = [a.neighborhood, [a.city, a.uf].filter(Boolean).join("/")].filter(Boolean).join(" – ");
  return [street, block, place, `CEP ${a.cep}`].filter(Boolean).join(" · ");
}

/** The complement without its type ("Apartamento 12" → "12"), as its field shows it. */
export function complementWithoutType(complement: string, types: readonly ComplementType[]): string {
  const type = complementTypeOf(complement, types);
  return type ? complement.slice(type.description.length + 1) : complement;
}

/** The type a complement was written with, if any. */
export function complementTypeOf(complement: string, types: readonly ComplementType[]): ComplementType | undefined {
  return types.find((t) => complement.startsWith(`${t.description} `));
}
