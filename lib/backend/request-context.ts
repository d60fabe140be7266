import { fromEntryServer } from "./client";
import { REQUEST_ID_HEADER, requestIdFor, TRUSTED_REQUEST_ID_HEADER } from "./request-id.mjs";

/**
 * The request id of a request inside the app: the one the entry server decided (x-uf-request-id,
 * trusted when the request carries this process's entry token), else, under a plain `next start`,
 * decided here by the same rule (lib/backend/request-id.mjs).
 */
export function requestIdOf(headers: Headers): string {
  const decided = fromEntryServer(headers) ? headers.get(TRUSTED_REQUEST_ID_HEADER) : null;
  return decided || requestIdFor(headers.get(REQUEST_ID_HEADER));
}
