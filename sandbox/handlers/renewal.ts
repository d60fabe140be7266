import { randomUUID } from "node:crypto";
import { CALLS } from "@/lib/api/contract";
import type { Db } from "../db";
import type { Handler } from "../context";
import { planById } from "../catalogue";
import { isUuid, notFound, ok, parse, unprocessable } from "../http";
import { NEXT_ORDER_NUMBER } from "../lead-store";
import { SEED_RENEWAL_CUSTOMERS, type SeedPlan } from "../seed";
import { maskedUserData } from "../user-data";

/** Renewal (refidelizacao): CPF lookup → renewal request → chosen offer → order number. */

interface RenewalRow {
  id: string;
  offers: string[];
  offer1: string | null;
  offer2: string | null;
  order_number: string | null;
}

async function findRenewal(db: Db, id: string): Promise<RenewalRow | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<RenewalRow>(
    "SELECT id::text AS id, offers, offer1, offer2, order_number FROM renewal_requests WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

export const OFFER_UNAVAILABLE = "Oferta indisponível para este cliente.";

/** The offers must be the customer's (null = not chosen). */
const validOffers = (row: RenewalRow, ...offers: (string | null)[]) =>
  offers.every((o) => o === null || row.offers.includes(o));

/**
 * A customer of the renewal base with offers gets a renewal request and the offers; a customer
 * without offers, or a CPF outside the base, gets an empty list. id_renewal_request is then left
 * out: the contract types it as optional, not nullable.
 */
export const renewalLookup: Handler = async (request, { db }) => {
  const { cpf, ...tracking } = parse(CALLS.renewalLookup.body, request.body);
  const customer = SEED_RENEWAL_CUSTOMERS.find((c) => c.cpf === cpf);
  if (!customer) return ok({ plansOffers: [] });
  const userData = maskedUserData(customer);
  const plansOffers = customer.offers.map((id) => planById(id)).filter((p): p is SeedPlan => Boolean(p));
  if (!plansOffers.length) return ok({ plansOffers, userData });
  const id = randomUUID();
  await db.query("INSERT INTO renewal_requests (id, cpf, offers, tracking) VALUES ($1, $2, $3::jsonb, $4::jsonb)", [
    id,
    cpf,
    JSON.stringify(plansOffers.map((p) => p.id)),
    JSON.stringify(tracking),
  ]);
  return ok({ plansOffers, id_renewal_request: id, userData });
};

export const renewalChoose: Handler = async (request, { db }) => {
  const { id } = parse(CALLS.renewalChoose.params, request.params);
  const row = await findRenewal(db, id);
  if (!row) return notFound();
  const body = parse(CALLS.renewalChoose.body, request.body);
  if (!validOffers(row, body.offer1, body.offer2)) return unprocessable(OFFER_UNAVAILABLE);
  await db.query("UPDATE renewal_requests SET offer1 = $2, offer2 = $3, updated_at = now() WHERE id = $1", [
    id,
    body.offer1,
    body.offer2,
  ]);
  return ok();
};

export const renewalConfirm: Handler = async (request, { db, now }) => {
  const { id } = parse(CALLS.renewalConfirm.params, request.params);
  const row = await findRenewal(db, id);
  if (!row) return notFound();
  if (row.order_number) return ok({ success: true, orderNumber: row.order_number });
  const body = parse(CALLS.renewalConfirm.body, request.body);
  if (!validOffers(row, body.offer1, body.offer2)) return unprocessable(OFFER_UNAVAILABLE);
  const offer1 = body.offer1 ?? row.offer1;
  const offer2 = body.offer2 ?? row.offer2;
  if (!offer1 && !offer2) return unprocessable("Pedido incompleto: falta a oferta escolhida");
  // Issued once, as for leads: a concurrent or repeated confirmation finds the number set.
  const issued = await db.query<{ order_number: string }>(
    `UPDATE renewal_requests
     SET order_number = ${NEXT_ORDER_NUMBER}, offer1 = $3, offer2 = $4, confirmed_at = now(), updated_at = now()
     WHERE id = $1 AND order_number IS NULL
     RETURNING order_number`,
    [id, String(now().getFullYear()), offer1, offer2],
  );
  const orderNumber = issued.rows[0]?.order_number ?? (await findRenewal(db, id))?.order_number;
  return ok({ success: true, orderNumber });
};
