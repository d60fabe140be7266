import type { StepRowShape } from "@/lib/funnel/steps";
import { apiError, MESSAGES } from "@/lib/api";
import {
  complementTypeOf,
  complementWithoutType,
  mayShowMigrationStep,
  MIGRATION_ORDER,
  MIGRATION_STEPS,
  migrationStepAfter,
  migrationAddressLine,
  migrationSearch,
  migrationStepFromSearch,
  migrationStepToShow,
  searchNamesStep,
  type MigrationData,
  type MigrationStep,
} from "@/lib/funnel/migration";
import { isCepRefusal } from "@/lib/funnel/migration-cep";
import { parseStoredMigration, restoredMigration, storedMigration } from "@/lib/funnel/migration-session";
import { MIGRATION_OTHER_PLAN, MIGRATION_PLAN, PAULISTA_ADDRESS } from "../../support/migration-fixtures";

/**
 * The migration's steps as data (lib/funnel/migration): their order, the guard that
 * says which step a state may show (Back, Forward and reloads all go through it), the step's name
 * in the address, the progress kept for a reload, and where a CEP lookup's failure is shown.
 */

const plan = MIGRATION_PLAN;
const other = MIGRATION_OTHER_PLAN;
const address = PAULISTA_ADDRESS;
const looked: MigrationData = { idLead: "42", offers: [plan, other], userData: { name: "Ro*** No***" }, plan: null, address: null, complementTypes: [], orderNumber: null };
const chosen: MigrationData = { ...looked, plan: other };
const atCep: MigrationData = { ...chosen, address, complementTypes: [{ code: "AP", description: "Apartamento" }] };
const numbered: MigrationData = { ...atCep, address: { ...address, number: "1000", complement: "Apartamento 12" } };
const ordered: MigrationData = { ...numbered, orderNumber: "2026000042" };

describe("migration steps", () => {
  it("are the six steps in flow order, each with its heading; only the first has no name in the address", () => {
    expect(MIGRATION_ORDER).toEqual(["cpf", "offers", "cep", "number", "confirm", "done"]);
    expect(MIGRATION_ORDER.map((s) => MIGRATION_STEPS[s].slug)).toEqual([null, "ofertas", "cep", "numero", "confirmacao", "pedido-realizado"]);
    expect(MIGRATION_STEPS.cpf.heading).toBe("Migre para a TIM Ultrafibra: informe seu CPF");
    expect(MIGRATION_STEPS.done.heading).toBe("Pedido de migração realizado");
  });

  it("go on in table order and back one step from the rows' next and back; the ends stay put", () => {
    expect(MIGRATION_ORDER.map((s) => migrationStepAfter(s, "next"))).toEqual(["offers", "cep", "number", "confirm", "done", "done"]);
    expect(MIGRATION_ORDER.map((s) => migrationStepAfter(s, "back"))).toEqual(["cpf", "cpf", "offers", "cep", "confirm", "done"]);
  });

  it("have the funnel's row shape: a migration row is a StepRowShape of its own keys and data", () => {
    const row: StepRowShape<MigrationStep, MigrationData, void> = MIGRATION_STEPS.number;
    expect(row.done?.(numbered)).toBe(true);
    expect(row.done?.(atCep)).toBe(false);
  });
});

describe("migrationStepToShow (the guard)", () => {
  const cases: [MigrationData | null, MigrationStep, MigrationStep][] = [
    // Nothing in memory (a reload with nothing to restore, a new lookup): the CPF.
    [null, "offers", "cpf"],
    [null, "confirm", "cpf"],
    [null, "done", "cpf"],
    // The first step not done before the one asked for.
    [looked, "offers", "offers"],
    [looked, "cep", "offers"],
    [looked, "confirm", "offers"],
    [chosen, "cep", "cep"],
    [chosen, "number", "cep"],
    [atCep, "number", "number"],
    [atCep, "confirm", "number"],
    [numbered, "confirm", "confirm"],
    [numbered, "done", "confirm"],
    // Back to an earlier step is always allowed.
    [numbered, "offers", "offers"],
    [numbered, "cep", "cep"],
    // After the order, every step but the entry shows the order.
    [ordered, "confirm", "done"],
    [ordered, "offers", "done"],
    [ordered, "done", "done"],
  ];
  it.each(cases)("with %j, asking for %s shows %s", (data, wanted, shown) => {
    expect(migrationStepToShow(wanted, data)).toBe(shown);
  });

  it("always shows the CPF lookup, the flow's entry (Back from the order leaves the flow from there)", () => {
    for (const data of [null, looked, numbered, ordered]) expect(migrationStepToShow("cpf", data)).toBe("cpf");
  });

  it("a lookup answered without offers gives nothing to go on with", () => {
    expect(migrationStepToShow("offers", { ...looked, offers: [] })).toBe("cpf");
    expect(migrationStepToShow("offers", { ...looked, idLead: "" })).toBe("cpf");
  });

  it("a house number of blanks is no number", () => {
    expect(migrationStepToShow("confirm", { ...atCep, address: { ...address, number: "  " } })).toBe("number");
  });

  it("mayShowMigrationStep is the guard's yes or no", () => {
    expect(mayShowMigrationStep("number", atCep)).toBe(true);
    expect(mayShowMigrationStep("confirm", atCep)).toBe(false);
    expect(mayShowMigrationStep("cpf", null)).toBe(true);
  });
});

describe("the step in the address", () => {
  it("reads ?etapa=; none, or a name we do not know, is the CPF", () => {
    expect(migrationStepFromSearch("?etapa=ofertas")).toBe("offers");
    expect(migrationStepFromSearch("?utm_source=x&etapa=numero")).toBe("number");
    expect(migrationStepFromSearch("?etapa=pedido-realizado")).toBe("done");
    expect(migrationStepFromSearch("")).toBe("cpf");
    expect(migrationStepFromSearch("?etapa=")).toBe("cpf");
    expect(migrationStepFromSearch("?etapa=nada")).toBe("cpf");
  });

  it("writes the tracking parameters and the step's name, nothing else", () => {
    const search = "?utm_source=email&cpf=60291837530&utm_campaign=migra&gclid=g1&etapa=cep&email=a%40b.com";
    expect(migrationSearch("offers", search)).toBe("?utm_source=email&utm_campaign=migra&gclid=g1&etapa=ofertas");
    expect(migrationSearch("cpf", search)).toBe("?utm_source=email&utm_campaign=migra&gclid=g1");
    expect(migrationSearch("cpf", "?etapa=cep")).toBe("");
    expect(migrationSearch("done", "")).toBe("?etapa=pedido-realizado");
  });

  it("round-trips every step", () => {
    for (const step of MIGRATION_ORDER) expect(migrationStepFromSearch(migrationSearch(step, "?utm_source=x"))).toBe(step);
  });

  it("says whether an address names exactly a step", () => {
    expect(searchNamesStep("?etapa=cep", "cep")).toBe(true);
    expect(searchNamesStep("?etapa=cep", "number")).toBe(false);
    expect(searchNamesStep("?utm_source=x", "cpf")).toBe(true);
    // An unknown name reads as the CPF, but the address is still corrected.
    expect(searchNamesStep("?etapa=nada", "cpf")).toBe(false);
  });
});

describe("what a reload keeps (sessionStorage)", () => {
  it("never the customer's record", () => {
    const stored = storedMigration(ordered);
    expect(stored).not.toHaveProperty("userData");
    expect(JSON.stringify(stored)).not.toContain("Ro***");
    expect(stored).toEqual({ idLead: "42", offers: [plan, other], plan: other, address: ordered.address, complementTypes: ordered.complementTypes, orderNumber: "2026000042" });
  });

  it("reads back what it wrote", () => {
    for (const data of [looked, chosen, atCep, numbered, ordered]) {
      expect(parseStoredMigration(JSON.stringify(storedMigration(data)))).toEqual(storedMigration(data));
    }
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{"],
    ["no lead", JSON.stringify({ ...storedMigration(looked), idLead: "" })],
    ["no offers", JSON.stringify({ ...storedMigration(looked), offers: [] })],
    ["a plan without id", JSON.stringify({ ...storedMigration(looked), plan: { plan: "x" } })],
    ["an address missing a field", JSON.stringify({ ...storedMigration(atCep), address: { cep: "01310-100" } })],
    ["an order number as a number", JSON.stringify({ ...storedMigration(looked), orderNumber: 42 })],
    ["an array", "[]"],
  ])("refuses %s", (_, raw) => {
    expect(parseStoredMigration(raw)).toBeNull();
  });

  it("restores the customer's record and a placed order from the backend's lead", () => {
    const stored = storedMigration(numbered);
    expect(restoredMigration(stored, { userData: { name: "Ro*** No***" }, orderNumber: null })).toEqual(numbered);
    expect(restoredMigration(stored, { userData: { name: "Ro*** No***" }, orderNumber: "2026000042" })).toEqual(ordered);
    expect(restoredMigration(stored, null)).toEqual({ ...numbered, userData: null });
  });
});

describe("address helpers", () => {
  it("writes the address in one line, with the number once it is known", () => {
    expect(migrationAddressLine(address, false)).toBe("Avenida Paulista · Bela Vista – São Paulo/SP · CEP 01310-100");
    expect(migrationAddressLine(numbered.address!, true)).toBe("Avenida Paulista, 1000, Apartamento 12 · Bela Vista – São Paulo/SP · CEP 01310-100");
    expect(migrationAddressLine({ ...address, blockAllotment: true, number: "S/N", blockNr: "3", lotNr: "7" }, true)).toBe(
      "Avenida Paulista, S/N · Quadra 3, Lote 7 · Bela Vista – São Paulo/SP · CEP 01310-100",
    );
  });

  it("splits a complement into its type and the rest", () => {
    const types = [{ code: "AP", description: "Apartamento" }, { code: "BL", description: "Bloco" }];
    expect(complementTypeOf("Bloco B", types)?.code).toBe("BL");
    expect(complementWithoutType("Apartamento 12", types)).toBe("12");
    expect(complementWithoutType("Fundos", types)).toBe("Fundos");
  });
});

describe("isCepRefusal (where a CEP lookup's failure is shown)", () => {
  it("marks the field for an answer about the CEP", () => {
    expect(isCepRefusal(apiError("http", "CEP não encontrado", 404))).toBe(true);
    expect(isCepRefusal(apiError("http", "CEP inválido", 400))).toBe(true);
    expect(isCepRefusal(apiError("server", "Cep inválido ou inexistente"))).toBe(true);
  });

  it("keeps the field valid for a fault of the server or the connection", () => {
    expect(isCepRefusal(apiError("http", "Erro HTTP 500 Internal Server Error", 500))).toBe(false);
    expect(isCepRefusal(apiError("content-type", "Resposta do servidor em formato inválido (text/html)"))).toBe(false);
    expect(isCepRefusal(apiError("corrupt", "Resposta do servidor corrompida (JSON inválido)"))).toBe(false);
    expect(isCepRefusal(apiError("timeout", "Tempo esgotado"))).toBe(false);
    expect(isCepRefusal(apiError("network", MESSAGES.network))).toBe(false);
    expect(isCepRefusal(apiError("missing", "Propriedades não encontradas na resposta: success"))).toBe(false);
    // success false without a text of the server's: the client's generic message, not about the CEP.
    expect(isCepRefusal(apiError("server", MESSAGES.serverFailure))).toBe(false);
  });
});
