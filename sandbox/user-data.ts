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
