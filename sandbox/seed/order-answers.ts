/**
 * The answers of a complete order's steps (PATCH lead-v2/{id}/{step}), in the checkout's order, for
 * a plan without installation scheduling: a fictitious adult with a valid CPF, paying by direct
 * debit. What the sandbox needs before it confirms an order; used by the tests that place one
 * through the /api proxy without a browser. Plain data: Node runs it as it is (scripts/image-lib).
 */
export const ORDER_ANSWERS: readonly (readonly [step: string, body: Readonly<Record<string, unknown>>])[] = [
  ["name", { name: "Ana Souza" }],
  ["phone", { phone: "11987654321" }],
  ["email", { email: "ana@example.com" }],
  ["birthDate", { birth_date: "1990-05-17" }],
  ["motherName", { mothers_name: "Maria da Silva" }],
  ["documentNumber", { cpf: "52998224725" }],
  ["dueDate", { due_date: "10" }],
  ["bankInfo", { direct_debit: true, bankInfo: { bank: "001", agency: "1234", account_number: "123456" } }],
];
