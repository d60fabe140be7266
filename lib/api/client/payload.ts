import type * as z from "@/lib/validation/z";
import type { Addon } from "@/lib/addons";
import type { addressFields, bankInfoFields, deviceInfoFields, LeadStep } from "@/lib/api/contract";
import type { PurchaseState } from "@/lib/store/purchase";
import { isBlockAddress } from "@/lib/validation/address";
import { isPhoneDigits } from "@/lib/validation/phone";
import { addonFlags, type FlagTarget } from "./addon-flags";
import type { BodyOf, Id, LeadStepBody, MigrationAddressBody, QueryOf } from "./calls";
import { flag } from "./calls/types";
import { bankChars, cepDigits, cnpjChars, cpfDigits, onlyDigits, phoneDigits, optionalText, toIsoDate } from "./normalize";
import { trackingPayload, type TrackingSource } from "./tracking";

/**
 * Payload rules (funnel §3–§7): from the purchase store to the exact body or query of a call.
 * Pure; the UI calls these and hands the result to the matching api function.
 */

type State = Readonly<PurchaseState>;
/** What a payload needs of a plan (the store's plan and the contract's plan both fit). */
export interface PlanRef {
  id: string;
  sku: string;
}
export type AddressPayload = z.input<typeof addressFields>;
export type BankInfoPayload = z.input<typeof bankInfoFields>;
export type DeviceInfoPayload = z.input<typeof deviceInfoFields>;

/** is_block_allotment: the address has a quadra or a lote (lib/validation/address). */
const hasBlock = (state: State) => isBlockAddress(state);

/** The lead's address (funnel §3) from the store's fields. */
export function addressPayload(state: State): AddressPayload {
  const uf = state.uf.trim().toUpperCase();
  return {
    cep: cepDigits(state.zip),
    number: optionalText(state.streetNr),
    address: optionalText(state.street),
    neighborhood: optionalText(state.neighborhood),
    city: optionalText(state.city),
    state: /^[A-Z]{2}$/.test(uf) ? uf : undefined,
    is_block_allotment: hasBlock(state),
    block_number: optionalText(state.blockNr),
    allotment_number: optionalText(state.lotNr),
    complement: state.noComplement ? undefined : optionalText(state.complement),
  };
}

/** funnel §4: updates carry the address only while the store's sendAddress flag is on. */
export function updateAddress(state: State): AddressPayload | undefined {
  return state.sendAddress && cepDigits(state.zip) ? addressPayload(state) : undefined;
}

/** funnel §5: bank info is omitted when direct debit is off or every bank field is empty. */
export function bankInfoPayload(state: State): BankInfoPayload | undefined {
  if (!state.directDebit) return undefined;
  const bank = state.bank?.code.trim() ?? "";
  const agency = bankChars(state.bankAccountAgency);
  const account = bankChars(state.bankAccountNr);
  if (!bank && !agency && !account) return undefined;
  return { bank, agency, account_number: account };
}

/** GET cep/coverage (and api-cep): address, addon alias and the addon's query flags (funnel §7). */
export function coverageQuery(state: State, addon: Addon, sku?: string | null): QueryOf<"coverage"> {
  return {
    cep: cepDigits(state.zip),
    number: optionalText(state.streetNr),
    block: hasBlock(state) ? "true" : undefined,
    blockNumber: optionalText(state.blockNr),
    lotNumber: optionalText(state.lotNr),
    addon: addon.apiAlias ?? undefined,
    sku: optionalText(sku),
    collaborator: flag(addon.collaboratorSpecialOffer),
    regionOffer: flag(addon.regionalOffer),
    premium: flag(addon.premium),
  };
}

/** Fields of lead creation that come from the page, not the store (origin label, session ids, device). */
export type LeadExtra = Pick<BodyOf<"leadV2Create">, "origin" | "lp_origin" | "client_id" | "session_id" | "deviceInfo" | "first_touch">;

function leadBase(state: State, addon: Addon, plan: PlanRef, tracking: TrackingSource | undefined, target: FlagTarget, extra: LeadExtra) {
  return {
    idPlan: plan.id,
    address: addressPayload(state),
    name: optionalText(state.name),
    phone: phoneDigits(state.phone) || undefined,
    email: optionalText(state.email),
    accept_promotions: state.acceptEmailOffers,
    accept_information: state.acceptPhoneContact,
    ...addonFlags(addon, target, plan.sku),
    ...trackingPayload(tracking, { userAgent: true }),
    ...extra,
  };
}

/** POST lead-v2: lead with coverage (regionOffer by regionalOfferLeadV2). */
export function leadV2CreatePayload(
  state: State,
  addon: Addon,
  plan: PlanRef,
  tracking?: TrackingSource,
  extra: LeadExtra = {},
): BodyOf<"leadV2Create"> {
  return leadBase(state, addon, plan, tracking, "lead-v2", extra);
}

/** POST lead: as lead-v2 plus the document, with regionOffer by regionalOffer. */
export function leadCreatePayload(
  state: State,
  addon: Addon,
  plan: PlanRef,
  tracking?: TrackingSource,
  extra: LeadExtra = {},
): BodyOf<"leadCreate"> {
  const cnpj = cnpjChars(state.cnpj);
  return {
    ...leadBase(state, addon, plan, tracking, "lead", extra),
    ...(cnpj ? { cnpj } : { cpf: cpfDigits(state.cpf) || undefined }),
  };
}

/** What a step needs beyond the store. */
export interface StepExtra {
  webcareTuid?: string;
  phone2?: string;
  deviceInfo?: DeviceInfoPayload;
}

type StepBuilders = { [S in LeadStep]: (state: State, extra: StepExtra) => Omit<LeadStepBody<S>, "address"> };

/** funnel §7 "PATCH lead-v2/{id}/{step}": the fields of each step. */
const STEP_BUILDERS: StepBuilders = {
  name: (s, x) => ({ name: s.name.trim(), webcare_tuid: optionalText(x.webcareTuid) }),
  phone: (s, x) => ({ phone: phoneDigits(s.phone), phone2: x.phone2 ? phoneDigits(x.phone2) || undefined : undefined }),
  email: (s) => ({ email: s.email.trim(), accept_promotions: s.acceptEmailOffers, accept_information: s.acceptPhoneContact }),
  birthDate: (s) => ({ birth_date: toIsoDate(s.birthDate) }),
  motherName: (s) => ({ mothers_name: s.motherName.trim() }),
  documentNumber: (s) => (cnpjChars(s.cnpj) ? { cnpj: cnpjChars(s.cnpj) } : { cpf: cpfDigits(s.cpf) }),
  dueDate: (s) => ({ due_date: onlyDigits(s.dueDate) }),
  // No plan is a bug of the step guard; "" lets the proxy answer with its Portuguese 400.
  plan: (s) => ({ idPlan: s.planoSelected?.id ?? "" }),
  bankInfo: (s, x) => ({ direct_debit: s.directDebit, bankInfo: bankInfoPayload(s), deviceInfo: x.deviceInfo }),
  scheduleDate: (s) => ({ schedules: schedulesPayload(s) }),
};

/** PATCH lead-v2/{id}/{step}: the step's fields, plus the address while sendAddress is on. */
export function leadStepPayload<S extends LeadStep>(step: S, state: State, extra: StepExtra = {}): LeadStepBody<S> {
  const body = STEP_BUILDERS[step](state, extra);
  const address = updateAddress(state);
  // The builder table is keyed by step, so body is this step's body (TS cannot follow the index).
  return (address ? { ...body, address } : body) as LeadStepBody<S>;
}

/** Installation dates (up to three) as yyyy-mm-dd with their period. */
export function schedulesPayload(state: State): LeadStepBody<"scheduleDate">["schedules"] {
  return state.installationSchedules.map((s) => ({ date: toIsoDate(s.date), period: s.period }));
}

/** PUT lead-v2/{id}: the address while sendAddress is on. */
export function leadV2ConfirmPayload(state: State): BodyOf<"leadV2Confirm"> {
  const address = updateAddress(state);
  return address ? { address } : {};
}

/** PATCH lead-v2/{id}/complements. */
export function complementsPayload(state: State): BodyOf<"complements"> {
  return {
    complement: state.noComplement ? undefined : optionalText(state.complement),
    is_block_allotment: hasBlock(state),
    block_number: optionalText(state.blockNr),
    allotment_number: optionalText(state.lotNr),
  };
}

/** POST lead-no-coverage. */
export function noCoverageCreatePayload(
  state: State,
  addon: Addon,
  plan: PlanRef | null,
  tracking?: TrackingSource,
): BodyOf<"noCoverageCreate"> {
  return {
    cep: cepDigits(state.zip),
    number: optionalText(state.streetNr),
    idPlan: plan?.id,
    email: optionalText(state.email),
    phone: phoneDigits(state.phone) || undefined,
    name: optionalText(state.name),
    addon: addon.apiAlias,
    ...trackingPayload(tracking, { userAgent: true }),
  };
}

/** PUT lead-no-coverage: the contact the visitor left. */
export function noCoverageUpdatePayload(id: Id, state: State): BodyOf<"noCoverageUpdate"> {
  return { id, email: optionalText(state.email), phone: phoneDigits(state.phone) || undefined, name: optionalText(state.name) };
}

/**
 * DELETE lead and DELETE lead-no-coverage: id, cep, and the phone when the visitor has given one
 * (an address changed before the telefone step deletes the old lead without it). Only a whole
 * phone goes: anything else would have the delete refused and the old lead left behind.
 */
export function removePayload(id: Id, state: State): BodyOf<"leadDelete"> {
  const phone = phoneDigits(state.phone);
  return { id, cep: cepDigits(state.zip), phone: isPhoneDigits(phone) ? phone : undefined };
}

/** What an address without a house number says in a field that needs one (Brazilian "sem número"). */
export const NO_HOUSE_NUMBER = "S/N";

/**
 * PATCH fiber-migration/address/{step}/{idLead}. Its "number" step requires a number (the
 * contract), but a quadra-and-lote address needs none (lib/validation/address): such an address
 * sent without one says "S/N", with its quadra and lote beside it.
 */
export function migrationAddressPayload<S extends keyof MigrationAddressBody>(step: S, state: State): MigrationAddressBody[S] {
  const number = state.streetNr.trim() || (hasBlock(state) ? NO_HOUSE_NUMBER : "");
  const body: MigrationAddressBody[keyof MigrationAddressBody] =
    step === "cep" ? { cep: cepDigits(state.zip) } : { number, ...complementsPayload(state) };
  // Narrowed by the step just tested.
  return body as MigrationAddressBody[S];
}
