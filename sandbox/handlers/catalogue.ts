import { CALLS, json } from "@/lib/api/contract";
import type { Handler } from "../context";
import { addonPlans, addressByCep, cataloguePlans } from "../catalogue";
import { ok, parse } from "../http";
import { SEED_BANKS, SEED_BENEFITS, SEED_COMPLEMENT_TYPES, SEED_REGULATIONS, SEED_SUMMARIES, type SeedDocument } from "../seed";

/** Read-only calls answered from the seed. */

export const banks: Handler = async () => ok({ banks: SEED_BANKS });

export const benefits: Handler = async () => ok({ benefits: SEED_BENEFITS });

const documents = (list: SeedDocument[], collaborator: boolean) =>
  list
    .filter((d) => collaborator || !d.collaboratorOnly)
    .map((d) => ({ id: d.id, title: d.title, url: d.url, group: d.group }));

export const regulations: Handler = async (request) => {
  const query = parse(CALLS.regulations.query, request.query);
  const collaborator = query.collaborator === "true";
  // "sumarries" is how the API spells it (funnel §7).
  return ok({ regulations: documents(SEED_REGULATIONS, collaborator), sumarries: documents(SEED_SUMMARIES, collaborator) });
};

export const plans: Handler = async (request) => {
  const query = parse(CALLS.plans.query, request.query);
  return ok({ plans: addonPlans(query.addon) });
};

export const staticCatalogue: Handler = async (request) => {
  const params = parse(CALLS.staticCatalogue.params, request.params);
  return ok({ plans: cataloguePlans(params.file) });
};

export const complementTypes: Handler = async (request) => {
  const query = parse(CALLS.complementTypes.query, request.query);
  const key = Object.keys(SEED_COMPLEMENT_TYPES).find((k) => k.toLowerCase() === query.infraco.toLowerCase());
  return ok({ complementTypes: key ? SEED_COMPLEMENT_TYPES[key] : [] });
};

export const addressInfo: Handler = async (request) => {
  const query = parse(CALLS.addressInfo.query, request.query);
  const address = addressByCep(query.cep);
  if (!address) return json(404, { message: "CEP não encontrado" });
  return ok({
    cep: address.cep,
    address: address.address,
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.uf,
    infraco: address.infraco,
    is_block_allotment: address.isBlockAllotment,
  });
};

export const cepInformation: Handler = async (request) => {
  const params = parse(CALLS.cepInformation.params, request.params);
  const address = addressByCep(params.cep);
  // The lookup answers 200 with an error field (marketing §5 reads it and shows the text).
  if (!address) return ok({ error: "Cep inválido ou inexistente" });
  return ok({ UF: address.uf, city: address.city, neighborhood: address.neighborhood, address: address.address });
};
