/**
 * The end-to-end journeys: the spec files `npm test` runs (E2E_TIER=journeys), the fast tier that
 * keeps a whole order of every flow and its way back from a fault on every commit. `npm run
 * test:full` (what CI runs) runs every file. A file belongs here when it places an order, or
 * resumes, reloads or retries one, for a kind of addon no other file here covers; screens'
 * behaviour, axe, headers, sockets and the fleet are left to the full run.
 */
export const JOURNEY_FILES = [
  // The purchase: the default addon's order with and without direct debit, addon b's combined
  // installation-and-payment step, a failed confirmation retried, a reload restoring the account.
  "checkout-payment",
  // Personal data step by step with a reload, a company (CNPJ), the collaborator offer, the risk quiz.
  "checkout-personal",
  // An existing customer's number starting the order.
  "checkout-renta",
  // Renewal and migration from CPF to order number, at phone size too.
  "flows",
  // The coverage check: a covered CEP into the checkout, no coverage, the call-back request.
  "coverage",
  // A plan changed mid-order comes back to the first step still to do.
  "plan-change",
  // Back after an order, a reload on later migration and renewal steps.
  "checkout-back-after-order",
  "migration-history",
  "renewal-history",
  // A lost answer retried without a second order.
  "idempotency",
  // Every personal-data step's backend failure: its message, the value kept, the retry.
  "checkout-faults",
] as const;
