import { describe, expect, it } from "vitest";
import { getAddon } from "@/lib/addons";
import {
  addonFlags,
  addressPayload,
  bankInfoPayload,
  cepDigits,
  cnpjChars,
  collaboratorValidatePayload,
  complementsPayload,
  coverageQuery,
  cpfDigits,
  cpfLookupPayload,
  createFromRentaPayload,
  leadCreatePayload,
  leadStepPayload,
  leadV2ConfirmPayload,
  leadV2CreatePayload,
  migrationAddressPayload,
  NO_HOUSE_NUMBER,
  noCoverageCreatePayload,
  noCoverageUpdatePayload,
  phoneDigits,
  removePayload,
  supportRequestPayload,
  toIsoDate,
  firstTouchPayload,
  trackingPayload,
} from "@/lib/api";
import { CALLS, LEAD_STEP_BODIES, LEAD_STEPS } from "@/lib/api/contract";
import { INITIAL_PURCHASE, type PurchaseState } from "@/lib/store/purchase";
import { installBr, installIso, twoSchedules } from "../../support/dates";

const PLAN = { id: "7", plan: "700 Mega com Globoplay", sku: "d600gl" };

/** A visitor who filled every step, typed as the masks show it. */
const STATE: PurchaseState = {
  ...INITIAL_PURCHASE,
  zip: "01310-100",
  streetNr: " 1000 ",
  street: "Avenida Paulista",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  uf: "sp",
  complement: "Apto 12",
  phone: "(11) 98765-4321",
  email: "ana@example.com",
  acceptEmailOffers: true,
  acceptPhoneContact: true,
  name: "Ana Souza",
  birthDate: "31/01/1990",
  motherName: "Maria Souza",
  cpf: "123.456.789-09",
  dueDate: "10",
  directDebit: true,
  bank: { id: "1", code: "001", name: "Banco do Brasil" },
  bankAccountAgency: "1234-5",
  bankAccountNr: "12345-6",
  installationSchedules: twoSchedules(installBr),
  planoSelected: PLAN,
  leadId: "42",
  sendAddress: true,
};

const ADDRESS = {
  cep: "01310100",
  number: "1000",
  address: "Avenida Paulista",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  state: "SP",
  is_block_allotment: false,
  block_number: undefined,
  allotment_number: undefined,
  complement: "Apto 12",
};

/** The lead-v2 flags of the default addon and plan: none set. */
const DEFAULT_FLAGS = {
  addon: null,
  regionOffer: false,
  from_livelo: false,
  collaborator_special_offer: false,
  premium: false,
  riskValidationRequired: false,
  winBack: false,
};

describe("digits and dates (funnel §5)", () => {
  it("CEP and CPF lose every non-digit", () => {
    expect(cepDigits("01310-100")).toBe("01310100");
    expect(cpfDigits("123.456.789-09")).toBe("12345678909");
  });
  it("CNPJ keeps digits and letters, upper case", () => {
    expect(cnpjChars("11.222.333/0001-81")).toBe("11222333000181");
    expect(cnpjChars("12.abc.345/01de-35")).toBe("12ABC34501DE35");
  });
  it("phone loses parentheses, hyphen and spaces, then any other non-digit", () => {
    expect(phoneDigits("(11) 98765-4321")).toBe("11987654321");
    expect(phoneDigits("(11) 3456-7890")).toBe("1134567890");
    expect(phoneDigits("11.98765.4321")).toBe("11987654321");
  });
  it("dd/mm/yyyy becomes yyyy-mm-dd; anything else is left alone", () => {
    expect(toIsoDate("31/01/1990")).toBe("1990-01-31");
    expect(toIsoDate("1990-01-31")).toBe("1990-01-31");
    expect(toIsoDate("")).toBe("");
  });
});

describe("addon flags (funnel §7)", () => {
  it.each([
    ["timcontrole", "controle"],
    ["timblack", "black"],
    ["b/timblack", "black"],
    ["timpre", "pre"],
    ["r", "r"],
    ["oferta-colaborador", "oferta-colaborador"],
    ["", null],
  ])("addon %j is sent as %j", (id, alias) => {
    expect(addonFlags(getAddon(id), "lead").addon).toBe(alias);
    expect(leadV2CreatePayload(STATE, getAddon(id), PLAN).addon).toBe(alias);
  });

  it.each(["r", "r2", "b/r"])("%s is a regional offer on lead, coverage and lead-v2", (id) => {
    const addon = getAddon(id);
    expect(leadCreatePayload(STATE, addon, PLAN).regionOffer).toBe(true);
    expect(leadV2CreatePayload(STATE, addon, PLAN).regionOffer).toBe(true);
    expect(coverageQuery(STATE, addon).regionOffer).toBe("true");
  });

  it.each(["sp", "es"])("%s is a regional offer on lead-v2 only", (id) => {
    const addon = getAddon(id);
    expect(leadV2CreatePayload(STATE, addon, PLAN).regionOffer).toBe(true);
    expect(leadCreatePayload(STATE, addon, PLAN).regionOffer).toBe(false);
    expect(coverageQuery(STATE, addon).regionOffer).toBeUndefined();
  });

  it("other addons are not regional", () => {
    expect(leadV2CreatePayload(STATE, getAddon(""), PLAN).regionOffer).toBe(false);
    expect(leadV2CreatePayload(STATE, getAddon("rs"), PLAN).regionOffer).toBe(false);
  });

  it.each(["timcontrole", "timblack", "timpre", "b/timblack"])("%s sends its fixed bonus plan id", (id) => {
    const bonus = getAddon(id).bonusPlanId;
    expect(bonus).toBeTruthy();
    expect(leadV2CreatePayload(STATE, getAddon(id), PLAN).idPlanAddonBonus).toBe(bonus);
    expect(leadCreatePayload(STATE, getAddon(id), PLAN).idPlanAddonBonus).toBe(bonus);
  });

  it.each(["", "b/timcontrole", "b/timpre", "r", "livelo"])("%j sends no bonus plan id", (id) => {
    expect(leadV2CreatePayload(STATE, getAddon(id), PLAN)).not.toHaveProperty("idPlanAddonBonus");
  });

  it("livelo, collaborator, premium and c set their flags; the default sets none", () => {
    expect(leadV2CreatePayload(STATE, getAddon("livelo"), PLAN).from_livelo).toBe(true);
    expect(leadV2CreatePayload(STATE, getAddon("oferta-colaborador"), PLAN).collaborator_special_offer).toBe(true);
    expect(leadV2CreatePayload(STATE, getAddon("premium"), PLAN).premium).toBe(true);
    expect(leadV2CreatePayload(STATE, getAddon("c"), PLAN).riskValidationRequired).toBe(true);
    expect(addonFlags(getAddon(""), "lead-v2", "d600gl")).toEqual(DEFAULT_FLAGS);
  });

  it("sku d600wb marks win-back", () => {
    expect(leadV2CreatePayload(STATE, getAddon(""), { id: "9", sku: "d600wb" }).winBack).toBe(true);
    expect(leadCreatePayload(STATE, getAddon(""), { id: "9", sku: "d600wb" }).winBack).toBe(true);
    expect(leadV2CreatePayload(STATE, getAddon(""), PLAN).winBack).toBe(false);
  });
});

describe("coverage query", () => {
  it("digits, house number, addon alias, sku and the addon's flags", () => {
    expect(coverageQuery(STATE, getAddon("timblack"), "d600gl")).toEqual({
      cep: "01310100",
      number: "1000",
      addon: "black",
      sku: "d600gl",
    });
    expect(coverageQuery({ ...STATE, blockNr: "12", lotNr: "3" }, getAddon("oferta-colaborador"))).toMatchObject({
      block: "true",
      blockNumber: "12",
      lotNumber: "3",
      collaborator: "true",
    });
    expect(coverageQuery(STATE, getAddon("premium")).premium).toBe("true");
  });
  it("fits the contract's query schema", () => {
    expect(CALLS.coverage.query.safeParse(coverageQuery(STATE, getAddon("r"), "d600ar")).success).toBe(true);
  });
});

describe("lead creation", () => {
  it("lead-v2: plan, address, contact, flags, tracking and the user agent", () => {
    const tracking = new URLSearchParams("utm_source=google&utm_medium=cpc&utm_campaign=fibra&utm_content=a&gclid=G1&matchchannel=m&campaignid=9&other=x");
    expect(leadV2CreatePayload(STATE, getAddon(""), PLAN, tracking, { origin: "internet" })).toEqual({
      idPlan: "7",
      address: ADDRESS,
      name: "Ana Souza",
      phone: "11987654321",
      email: "ana@example.com",
      accept_promotions: true,
      accept_information: true,
      ...DEFAULT_FLAGS,
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "fibra",
      utm_content: "a",
      gclid: "G1",
      matchchannel: "m",
      campaignid: "9",
      userAgent: navigator.userAgent,
      origin: "internet",
    });
  });

  it("lead: adds the CPF (or the CNPJ instead)", () => {
    expect(leadCreatePayload(STATE, getAddon(""), PLAN)).toMatchObject({ cpf: "12345678909" });
    const pj = leadCreatePayload({ ...STATE, cnpj: "11.222.333/0001-81" }, getAddon(""), PLAN);
    expect(pj).toMatchObject({ cnpj: "11222333000181" });
    expect(pj).not.toHaveProperty("cpf");
  });

  it("blank contact fields are left out (the contract rejects empty strings)", () => {
    const body = leadV2CreatePayload({ ...INITIAL_PURCHASE, zip: "01310100" }, getAddon(""), PLAN);
    expect(body.name).toBeUndefined();
    expect(body.phone).toBeUndefined();
    expect(body.email).toBeUndefined();
  });

  it("passes the contract's body schemas", () => {
    const tracking = { utm_source: "x".repeat(300) };
    expect(CALLS.leadV2Create.body.safeParse(leadV2CreatePayload(STATE, getAddon("timblack"), PLAN, tracking)).success).toBe(true);
    expect(CALLS.leadCreate.body.safeParse(leadCreatePayload(STATE, getAddon("livelo"), PLAN)).success).toBe(true);
  });
});

describe("tracking (funnel §3)", () => {
  it("reads a URLSearchParams or a record, drops blanks and unknown keys, cuts to the contract's limits", () => {
    expect(trackingPayload(new URLSearchParams("utm_source=a&utm_medium=&foo=bar"))).toEqual({ utm_source: "a" });
    expect(trackingPayload({ gclid: ["g1", "g2"], campaignid: null, utm_campaign: "c" })).toEqual({ gclid: "g1", utm_campaign: "c" });
    expect(trackingPayload({ utm_source: "x".repeat(300) }).utm_source).toHaveLength(128);
    expect(trackingPayload({ gclid: "g".repeat(300) }).gclid).toHaveLength(256);
    expect(trackingPayload({ fbclid: "f".repeat(300), gbraid: "b".repeat(300), wbraid: "w", utm_term: "t".repeat(200) })).toEqual({
      fbclid: "f".repeat(256),
      gbraid: "b".repeat(256),
      wbraid: "w",
      utm_term: "t".repeat(128),
    });
  });
  it("the first touch with its capture time, no user agent; the lead's schema takes it", () => {
    const touch = { params: { utm_source: "news", fbclid: "F", utm_term: "x".repeat(200) }, at: Date.parse("2026-11-01T12:00:00Z") };
    const first_touch = firstTouchPayload(touch);
    expect(first_touch).toEqual({ utm_source: "news", fbclid: "F", utm_term: "x".repeat(128), at: "2026-11-01T12:00:00.000Z" });
    expect(firstTouchPayload(undefined)).toBeUndefined();
    const body = leadV2CreatePayload(STATE, getAddon(""), PLAN, { utm_term: "x", fbclid: "y" }, { first_touch });
    expect(body).toMatchObject({ utm_term: "x", fbclid: "y", first_touch });
    expect(CALLS.leadV2Create.body.safeParse(body).success).toBe(true);
    expect(CALLS.leadCreate.body.safeParse({ ...body, cpf: undefined }).success).toBe(true);
    // A first touch must say when it was: the contract refuses one without a time.
    expect(CALLS.leadV2Create.body.safeParse({ ...body, first_touch: { utm_source: "news" } }).success).toBe(false);
  });
  it("the user agent only when asked", () => {
    expect(trackingPayload(undefined)).toEqual({});
    expect(trackingPayload(undefined, { userAgent: true })).toEqual({ userAgent: navigator.userAgent });
    expect(trackingPayload(undefined, { userAgent: "Agent/1.0" })).toEqual({ userAgent: "Agent/1.0" });
  });
  it("CPF lookups carry the digits, the tracking and the user agent", () => {
    expect(cpfLookupPayload("123.456.789-09", { utm_source: "email", matchchannel: "crm" }, "fibra")).toEqual({
      cpf: "12345678909",
      utm_source: "email",
      matchchannel: "crm",
      userAgent: navigator.userAgent,
      origin: "fibra",
    });
  });
});

describe("lead-v2 steps (funnel §7)", () => {
  const noAddress: PurchaseState = { ...STATE, sendAddress: false };

  it.each([
    ["name", { name: "Ana Souza" }],
    ["phone", { phone: "11987654321" }],
    ["email", { email: "ana@example.com", accept_promotions: true, accept_information: true }],
    ["birthDate", { birth_date: "1990-01-31" }],
    ["motherName", { mothers_name: "Maria Souza" }],
    ["documentNumber", { cpf: "12345678909" }],
    ["dueDate", { due_date: "10" }],
    ["plan", { idPlan: "7" }],
    ["bankInfo", { direct_debit: true, bankInfo: { bank: "001", agency: "12345", account_number: "123456" } }],
    ["scheduleDate", { schedules: twoSchedules(installIso) }],
  ] as const)("%s", (step, expected) => {
    const body = leadStepPayload(step, noAddress);
    expect(body).toEqual(expected);
    expect(LEAD_STEP_BODIES[step].safeParse(body).success).toBe(true);
  });

  it("every step has a payload", () => {
    for (const step of LEAD_STEPS) expect(leadStepPayload(step, noAddress)).toBeTypeOf("object");
  });

  it("the address goes along only while sendAddress is on (funnel §4)", () => {
    expect(leadStepPayload("name", STATE)).toEqual({ name: "Ana Souza", address: ADDRESS });
    expect(leadStepPayload("name", noAddress)).not.toHaveProperty("address");
    expect(leadV2ConfirmPayload(STATE)).toEqual({ address: ADDRESS });
    expect(leadV2ConfirmPayload(noAddress)).toEqual({});
    expect(leadV2ConfirmPayload({ ...STATE, zip: "" })).toEqual({});
  });

  it("name carries the webcare id; bankInfo the device info", () => {
    expect(leadStepPayload("name", noAddress, { webcareTuid: "t-1" })).toEqual({ name: "Ana Souza", webcare_tuid: "t-1" });
    expect(leadStepPayload("bankInfo", { ...noAddress, directDebit: false }, { deviceInfo: { cookies: "both" } })).toEqual({
      direct_debit: false,
      deviceInfo: { cookies: "both" },
    });
  });

  it("documentNumber sends the CNPJ instead of the CPF for a company", () => {
    expect(leadStepPayload("documentNumber", { ...noAddress, cnpj: "11.222.333/0001-81" })).toEqual({ cnpj: "11222333000181" });
  });
});

describe("bank info (funnel §5)", () => {
  it("is sent with direct debit and any bank field", () => {
    expect(bankInfoPayload(STATE)).toEqual({ bank: "001", agency: "12345", account_number: "123456" });
  });
  it("keeps Banco do Brasil's X check digit, last and in upper case; the hyphen goes as before", () => {
    const withX = { ...STATE, bankAccountAgency: "1234-x", bankAccountNr: "12345-X" };
    expect(bankInfoPayload(withX)).toEqual({ bank: "001", agency: "1234X", account_number: "12345X" });
    // What the store holds after a reload (the API's "1234X" shown as "1234-X") goes out the same.
    expect(bankInfoPayload({ ...STATE, bankAccountAgency: "1234X", bankAccountNr: "12345678901-X" })).toEqual({
      bank: "001",
      agency: "1234X",
      account_number: "12345678901X",
    });
    // The whole step body passes the contract the proxy checks.
    const body = leadStepPayload("bankInfo", { ...withX, sendAddress: false });
    expect(CALLS.leadV2Step.body({ step: "bankInfo" }).safeParse(body).success).toBe(true);
  });
  it("is omitted when direct debit is off", () => {
    expect(bankInfoPayload({ ...STATE, directDebit: false })).toBeUndefined();
    expect(leadStepPayload("bankInfo", { ...STATE, directDebit: false, sendAddress: false })).toEqual({ direct_debit: false });
  });
  it("is omitted when every bank field is empty", () => {
    const blank = { ...STATE, bank: null, bankAccountAgency: "", bankAccountNr: " " };
    expect(bankInfoPayload(blank)).toBeUndefined();
    expect(leadStepPayload("bankInfo", { ...blank, sendAddress: false })).toEqual({ direct_debit: true });
  });
});

describe("address", () => {
  it("block and lot, no complement, an invalid UF left out", () => {
    expect(addressPayload({ ...STATE, blockNr: "Q 4", lotNr: "7", noComplement: true, uf: "São Paulo" })).toEqual({
      ...ADDRESS,
      state: undefined,
      is_block_allotment: true,
      block_number: "Q 4",
      allotment_number: "7",
      complement: undefined,
    });
  });
  it("complements", () => {
    expect(complementsPayload({ ...STATE, blockNr: "4" })).toEqual({
      complement: "Apto 12",
      is_block_allotment: true,
      block_number: "4",
      allotment_number: undefined,
    });
  });
  it("a quadra-and-lote address without a number (Brasília, 70070-100): no number, quadra, lote and the complement", () => {
    const brasilia = { ...STATE, zip: "70070-100", streetNr: "", street: "SBS Quadra 1", uf: "DF", blockNr: "3", lotNr: "12", complement: "Bloco B" };
    const address = addressPayload(brasilia);
    expect(address).toMatchObject({ cep: "70070100", is_block_allotment: true, block_number: "3", allotment_number: "12", complement: "Bloco B" });
    expect(address.number).toBeUndefined();
    // The contract (so the proxy) lets it through on lead creation and on a step.
    expect(CALLS.leadV2Create.body.safeParse({ idPlan: "7", address }).success).toBe(true);
    expect(LEAD_STEP_BODIES.name.safeParse({ name: "Ana Souza", address }).success).toBe(true);
  });
  it("migration address steps", () => {
    expect(migrationAddressPayload("cep", STATE)).toEqual({ cep: "01310100" });
    expect(migrationAddressPayload("number", STATE)).toMatchObject({ number: "1000", complement: "Apto 12" });
    // The migration call requires a number: a quadra-and-lote address without one says "S/N".
    const block = migrationAddressPayload("number", { ...STATE, streetNr: "", blockNr: "3", lotNr: "12" });
    expect(block).toMatchObject({ number: NO_HOUSE_NUMBER, is_block_allotment: true, block_number: "3", allotment_number: "12" });
    expect(CALLS.migrationAddress.body({ step: "number" }).safeParse(block).success).toBe(true);
  });
});

describe("the other payloads", () => {
  it("no-coverage lead, its update and removal", () => {
    expect(noCoverageCreatePayload(STATE, getAddon("timblack"), PLAN, { utm_source: "s" })).toEqual({
      cep: "01310100",
      number: "1000",
      idPlan: "7",
      email: "ana@example.com",
      phone: "11987654321",
      name: "Ana Souza",
      addon: "black",
      utm_source: "s",
      userAgent: navigator.userAgent,
    });
    expect(noCoverageUpdatePayload(5, STATE)).toEqual({ id: 5, email: "ana@example.com", phone: "11987654321", name: "Ana Souza" });
    expect(removePayload("42", STATE)).toEqual({ id: "42", cep: "01310100", phone: "11987654321" });
  });
  it("removal before the telefone step: id and CEP, no phone (the contract takes it)", () => {
    const body = removePayload("42", { ...STATE, phone: "" });
    expect(body).toEqual({ id: "42", cep: "01310100", phone: undefined });
    expect(CALLS.leadDelete.body.safeParse(body).success).toBe(true);
    expect(CALLS.noCoverageDelete.body.safeParse(body).success).toBe(true);
    // Only a whole phone is sent: a partial one would have the delete refused.
    expect(removePayload("42", { ...STATE, phone: "(11) 9" })).toEqual({ id: "42", cep: "01310100", phone: undefined });
    expect(removePayload("42", { ...STATE, phone: "(11) 3456-7890" })).toMatchObject({ phone: "1134567890" });
  });
  it("callback, renta, collaborator code", () => {
    expect(supportRequestPayload("(11) 3456-7890")).toEqual({ telephone: "1134567890" });
    expect(createFromRentaPayload("7", "(11) 98765-4321", { utm_source: "renta" }, "https://example.com/lp")).toEqual({
      idPlan: "7",
      phoneNumber: "11987654321",
      utm: { utm_source: "renta", userAgent: navigator.userAgent },
      lp_origin: "https://example.com/lp",
    });
    expect(collaboratorValidatePayload("42", "123 456")).toEqual({ idLead: "42", code: "123456" });
  });
});
