/**
 * Input lengths. The first five are marketing §5's form limits; the rest are ours, each within
 * what the API contract accepts (lib/api/contract/fields.ts) and long enough for the mask.
 */
export const MAX_LENGTH = {
  name: 128,
  email: 96,
  /** "(11) 98765-4321" */
  phone: 15,
  /** "01310-100" */
  postal: 9,
  streetNumber: 64,
  /** "Apartamento 1203, bloco B" fits; the contract allows 128. */
  complement: 64,
  /** Quadra and lote are short codes ("12", "A3", "105-B"); the contract allows 32. */
  block: 10,
  lot: 10,
  /** "529.982.247-25" */
  cpf: 14,
  /** "12.ABC.345/01DE-35" */
  cnpj: 18,
  /** "31/12/1990" */
  date: 10,
  /** "1234-5" or "1234-X": up to 5 characters with an optional hyphen before the check digit. */
  agency: 6,
  /** "12345678901-2" or "12345678901-X": up to 12 characters with an optional hyphen before the check digit. */
  account: 13,
  collaboratorCode: 6,
} as const;
