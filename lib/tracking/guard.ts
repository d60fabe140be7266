import { isCnpj } from "@/lib/validation/cnpj";
import { isCpf } from "@/lib/validation/cpf";
import type { EventPayload, EventValue } from "./engagement";

/**
 * The last line before the engagement function: whatever a caller passes, no identity document,
 * birth date, mother's name, bank or address field leaves the page. Contact fields (e-mail,
 * phone) pass only in funil_recuperacao, whose purpose is to contact a visitor who left the
 * funnel; there "name" is the visitor's name, elsewhere it is a plan's.
 */

/** Substrings of a key that always mean personal data (bankInfo, mothers_name, documentNumber…). */
const PERSONAL_STEMS = [
  "cpf", "cnpj", "document", "birth", "nascimento", "mother", "bank", "banco", "agency", "agencia",
  "account", "password", "senha", "address", "endereco", "street", "complement",
];
/** Whole words of a key (split on case and punctuation) that mean the same but are too short to
 * match inside other words: "mae" (nome_mae), "rg", "conta", "rua", "cep", "zip", "card". */
const PERSONAL_WORDS = new Set(["mae", "rg", "conta", "rua", "cep", "zip", "card", "cartao", "numero", "lote", "quadra"]);
const CONTACT_STEMS = ["mail", "phone", "telefone", "celular", "whatsapp"];
const CONTACT_WORDS = new Set(["tel", "fone"]);

/** Order numbers are ours, whatever their digits look like. */
const NO_VALUE_CHECK = new Set(["n_pedido"]);

function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

function words(key: string): string[] {
  return fold(key.replace(/([a-z])([A-Z])/g, "$1 $2")).split(/[^a-z0-9]+/).filter(Boolean);
}

function keyMatches(key: string, stems: readonly string[], wordSet: ReadonlySet<string>): boolean {
  const folded = fold(key);
  return stems.some((stem) => folded.includes(stem)) || words(key).some((word) => wordSet.has(word));
}

const CPF_IN_TEXT = /\d{3}\.\d{3}\.\d{3}-\d{2}/;
const CNPJ_IN_TEXT = /[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}/i;
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[^\s@]+/;

function looksLikeDocument(value: string): boolean {
  return CPF_IN_TEXT.test(value) || CNPJ_IN_TEXT.test(value) || isCpf(value) || isCnpj(value);
}

function isPrimitive(value: unknown): value is EventValue {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

export interface GuardOptions {
  /** funil_recuperacao only: e-mail and phone may pass. */
  allowContact: boolean;
}

export function stripPersonal(payload: Readonly<Record<string, unknown>>, { allowContact }: GuardOptions): EventPayload {
  const out: EventPayload = {};
  for (const [key, value] of Object.entries(payload)) {
    // Nested objects could carry anything (a whole bankInfo): only flat values are sent.
    if (!isPrimitive(value)) continue;
    if (keyMatches(key, PERSONAL_STEMS, PERSONAL_WORDS)) continue;
    if (!allowContact && keyMatches(key, CONTACT_STEMS, CONTACT_WORDS)) continue;
    if (typeof value === "string" && !NO_VALUE_CHECK.has(key)) {
      if (looksLikeDocument(value)) continue;
      if (!allowContact && EMAIL_IN_TEXT.test(value)) continue;
    }
    out[key] = value;
  }
  return out;
}
