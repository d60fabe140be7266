import type { SeedAddress, SeedComplementType } from "./types";

/**
 * Postal codes the sandbox knows. Any other CEP is answered as "Cep inválido ou inexistente", so
 * each coverage outcome of the funnel (full, limited → offer unavailable, none → no coverage, and
 * the quadra/lote address form of Brasília) can be reached by typing one of these.
 */
export const SEED_ADDRESSES: SeedAddress[] = [
  {
    cep: "01310100",
    address: "Avenida Paulista",
    neighborhood: "Bela Vista",
    city: "São Paulo",
    uf: "SP",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "TIM",
  },
  {
    cep: "04538133",
    address: "Avenida Brigadeiro Faria Lima",
    neighborhood: "Itaim Bibi",
    city: "São Paulo",
    uf: "SP",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "FIBRASIL",
  },
  {
    cep: "13010000",
    address: "Rua Barão de Jaguara",
    neighborhood: "Centro",
    city: "Campinas",
    uf: "SP",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "I-SYSTEMS",
  },
  {
    cep: "20040002",
    address: "Avenida Rio Branco",
    neighborhood: "Centro",
    city: "Rio de Janeiro",
    uf: "RJ",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "TIM",
  },
  {
    cep: "22041001",
    address: "Avenida Nossa Senhora de Copacabana",
    neighborhood: "Copacabana",
    city: "Rio de Janeiro",
    uf: "RJ",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "TIM",
  },
  {
    cep: "30130010",
    address: "Avenida Afonso Pena",
    neighborhood: "Centro",
    city: "Belo Horizonte",
    uf: "MG",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "FIBRASIL",
  },
  {
    cep: "80010000",
    address: "Rua XV de Novembro",
    neighborhood: "Centro",
    city: "Curitiba",
    uf: "PR",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "I-SYSTEMS",
  },
  {
    // Brasília addresses are given by quadra and lote, not by a house number.
    cep: "70070100",
    address: "SBS Quadra 1",
    neighborhood: "Asa Sul",
    city: "Brasília",
    uf: "DF",
    coverage: "full",
    isBlockAllotment: true,
    infraco: "FIBRASIL",
  },
  {
    cep: "90010000",
    address: "Rua dos Andradas",
    neighborhood: "Centro Histórico",
    city: "Porto Alegre",
    uf: "RS",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "I-SYSTEMS",
  },
  {
    cep: "50010000",
    address: "Avenida Dantas Barreto",
    neighborhood: "Santo Antônio",
    city: "Recife",
    uf: "PE",
    coverage: "full",
    isBlockAllotment: false,
    infraco: "FIBRASIL",
  },
  {
    // Limited: only LIMITED_COVERAGE_SKUS are sold here, so a visitor who chose d1000c gets
    // "oferta indisponível".
    cep: "40010000",
    address: "Avenida Estados Unidos",
    neighborhood: "Comércio",
    city: "Salvador",
    uf: "BA",
    coverage: "limited",
    isBlockAllotment: false,
    infraco: "FIBRASIL",
  },
  {
    cep: "60165121",
    address: "Avenida Beira Mar",
    neighborhood: "Meireles",
    city: "Fortaleza",
    uf: "CE",
    coverage: "limited",
    isBlockAllotment: false,
    infraco: "I-SYSTEMS",
  },
  {
    // No coverage: the funnel goes to sem-cobertura and records a no-coverage lead.
    cep: "69900000",
    address: "Rua Marechal Deodoro",
    neighborhood: "Centro",
    city: "Rio Branco",
    uf: "AC",
    coverage: "none",
    isBlockAllotment: false,
    infraco: "TIM",
  },
  {
    cep: "64000000",
    address: "Avenida Frei Serafim",
    neighborhood: "Centro",
    city: "Teresina",
    uf: "PI",
    coverage: "none",
    isBlockAllotment: false,
    infraco: "TIM",
  },
];

/** The skus a "limited" CEP offers: only the entry plans reach those networks. */
export const LIMITED_COVERAGE_SKUS: string[] = ["d300a", "d500a"];

/**
 * Complement types by infrastructure company (GET tim-api/address-info/complementTypes?infraco=).
 * Each network operator has its own codes and list, as the real ones do. Keyed by the infraco
 * values of SeedAddress; typed by string because the backend looks it up with a query value.
 */
export const SEED_COMPLEMENT_TYPES: Record<string, SeedComplementType[]> = {
  TIM: [
    { code: "AP", description: "Apartamento" },
    { code: "BL", description: "Bloco" },
    { code: "CS", description: "Casa" },
    { code: "SL", description: "Sala" },
    { code: "LJ", description: "Loja" },
    { code: "FD", description: "Fundos" },
    { code: "AND", description: "Andar" },
    { code: "CJ", description: "Conjunto" },
    { code: "TR", description: "Torre" },
  ],
  FIBRASIL: [
    { code: "APTO", description: "Apartamento" },
    { code: "BLOCO", description: "Bloco" },
    { code: "CASA", description: "Casa" },
    { code: "QUADRA", description: "Quadra" },
    { code: "LOTE", description: "Lote" },
    { code: "SALA", description: "Sala" },
    { code: "LOJA", description: "Loja" },
    { code: "EDIF", description: "Edifício" },
    { code: "TERREO", description: "Térreo" },
  ],
  "I-SYSTEMS": [
    { code: "APT", description: "Apartamento" },
    { code: "BLC", description: "Bloco" },
    { code: "CSA", description: "Casa" },
    { code: "CND", description: "Condomínio" },
    { code: "QD", description: "Quadra" },
    { code: "LT", description: "Lote" },
    { code: "ANDR", description: "Andar" },
    { code: "FDS", description: "Fundos" },
    { code: "SBL", description: "Sobreloja" },
    { code: "KIT", description: "Quitinete" },
  ],
};
