import { MASK } from "@/lib/api/contract";
import type { LeadAddress } from "./lead-store";
import type { SeedMigrationCustomer, SeedRenewalCustomer } from "./seed";

/**
 * userData of the CPF lookups (renewal, migration). Anyone can type any CPF, so the answer shows
 * only enough to greet the customer and let them recognise their contacts: the first name, and
 * the CPF, e-mail and phone masked. The full record stays on the server.
 */
export function maskedUserData(customer: SeedRenewalCustomer | SeedMigrationCustomer) {
  const { cpf, email, phone, name } = customer;
  const [local = "", domain = ""] = email.split("@");
  return {
    documentNumber: `${cpf.slice(0, 3)}.***.***-${cpf.slice(9)}`,
    name: name.split(" ")[0] ?? "",
    email: `${local.slice(0, 2)}***@${domain}`,
    phone: `(${phone.slice(0, 2)}) *****-${phone.slice(-4)}`,
  };
}

const HIDDEN = MASK.repeat(3);
/** The first `keep` characters and the mask; an empty or missing value stays as it is. */
const partly = (text: string | undefined, keep: number): string | undefined => (text ? `${text.slice(0, keep)}${HIDDEN}` : text);

/**
 * A migration lead's address as GET fiber-migration/{id} (and GET lead/{id}) answer it. The lead
 * starts with the customer's address on record, and the lookup that made it needed
 * only a CPF: answered in the clear, a CPF gave a home address. So it is masked like the rest of
 * the record (lib/api/contract/privacy): the region of the CEP and the first letters of street,
 * neighbourhood and city; nothing of the number, complement, quadra or lote. The migration's
 * screens never show it (they ask the installation address and keep what the visitor typed), and
 * the address the visitor types later is masked the same way: the rule is about the answer, not
 * about where the value came from, so no answer of this lead can give away a home address.
 */
export function maskedAddress(address: LeadAddress): LeadAddress {
  const masked: LeadAddress = {
    ...address,
    cep: address.cep ? `${address.cep.slice(0, 2)}${HIDDEN}-${HIDDEN}` : address.cep,
    address: partly(address.address, 2),
    neighborhood: partly(address.neighborhood, 2),
    city: partly(address.city, 2),
    number: partly(address.number, 0),
    complement: partly(address.complement, 0),
    block_number: partly(address.block_number, 0),
    allotment_number: partly(address.allotment_number, 0),
    complements: address.complements?.map(({ type }) => ({ type, value: HIDDEN })),
  };
  return Object.fromEntries(Object.entries(masked).filter(([, v]) => v !== undefined)) as LeadAddress;
}
