import type { ResponseOf } from "@/lib/api";
import type { Plan } from "@/lib/api/contract";
import { carriedQuery } from "@/lib/routing/query";
import type { StepRowShape } from "./steps";

/**
 * The fibre migration (migracao-ultrafibra) as data: its steps in order, what each one gives the
 * order, which step a given state may show (the guard), and how a step is named in the address.
 * All of it runs on one page, /migracao-ultrafibra/consulta-cpf/: each step is a history entry of
 * that page named by `?etapa=` (docs/decisions/funnel.md#0016), so the browser's Back and Forward move between
 * steps. Its rows have the funnel's row shape (StepRowShape, lib/funnel/steps).
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

/**
 * A migration step: the funnel's row shape (StepRowShape: heading, next, back, done), plus the step's
 * name in the address. Its navigation differs (history entries of one page), so it is a sibling
 * table, not rows of STEPS.
 */
interface MigrationRow<K extends string> extends StepRowShape<K, MigrationData, void> {
  /** Name in the address (`?etapa=`); the first step has none: it is the page's own address. */
  slug: string | null;
}

/** Keys are inferred from the table itself; every next and back must be one of them. */
function defineMigrationSteps<K extends string>(rows: { readonly [P in K]: MigrationRow<NoInfer<K>> }) {
  return rows;
}

/** The steps, in order. */
export const MIGRATION_STEPS = defineMigrationSteps({
  cpf: {
    slug: null, heading: "Migre para a TIM Ultrafibra: informe seu CPF", next: "offers",
    done: (d) => Boolean(d.idLead) && d.offers.length > 0,
  },
  offers: { slug: "ofertas", heading: "Escolha seu plano TIM Ultrafibra", next: "cep", back: "cpf", done: (d) => d.plan !== null },
  cep: { slug: "cep", heading: "Qual é o CEP da instalação?", next: "number", back: "offers", done: (d) => Boolean(d.address?.cep) },
  number: { slug: "numero", heading: "Qual é o número do imóvel?", next: "confirm", back: "cep", done: (d) => Boolean(d.address?.number.trim()) },
  confirm: { slug: "confirmacao", heading: "Confira e confirme sua migração", next: "done", done: (d) => Boolean(d.orderNumber) },
  done: { slug: "pedido-realizado", heading: "Pedido de migração realizado", done: () => true },
});

export type MigrationStep = keyof typeof MIGRATION_STEPS;

/** The step keys in flow order. */
export const MIGRATION_ORDER = Object.keys(MIGRATION_STEPS) as MigrationStep[];

export const FIRST_MIGRATION_STEP: MigrationStep = "cpf";

/** Where a step goes on, or back ("Voltar"), by its row; a step with none stays where it is. */
export function migrationStepAfter(step: MigrationStep, way: "next" | "back"): MigrationStep {
  const row: MigrationRow<MigrationStep> = MIGRATION_STEPS[step];
  const target = way === "next" ? (typeof row.next === "function" ? row.next() : row.next) : typeof row.back === "function" ? row.back() : row.back;
  return target || step;
}

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
    // As the checkout's guard: a row without `done` holds nobody back.
    if (step === wanted || MIGRATION_STEPS[step].done?.(data) === false) return step;
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
  const query = new URLSearchParams(carriedQuery("customer-offers", search));
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
