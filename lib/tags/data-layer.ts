import { EVENTS, type EventName, type EventPayload } from "@/lib/tracking/engagement";
import { stripPersonal } from "@/lib/tracking/guard";

/**
 * The engagement events of marketing §7 as dataLayer entries: `{ event: <name>, ...fields }`,
 * the same fields the engagement function gets, through the same personal-data guard. One step
 * further than that function: no contact field at all, not even in funil_recuperacao (whose
 * e-mail, phone and visitor's name exist to call the visitor back, which a tag manager never
 * does; Google's tags must not receive them either). So no CPF, birth date, bank data, address,
 * e-mail, phone or visitor's name ever reaches dataLayer.
 */

export type DataLayerEvent = { event: EventName } & EventPayload;

/** Keys a field may not take: the event's name, and GTM's own ("gtm.start", "gtm.uniqueEventId"…). */
const RESERVED = /^(event$|gtm\.)/;

export function dataLayerEvent(event: EventName, payload: Readonly<Record<string, unknown>>): DataLayerEvent {
  const fields = stripPersonal(payload, { allowContact: false });
  // In funil_recuperacao "name" is the visitor's; elsewhere (addToShoppingCart) it is the plan's.
  if (event === EVENTS.recovery) delete fields.name;
  for (const key of Object.keys(fields)) if (RESERVED.test(key)) delete fields[key];
  return { ...fields, event };
}
