import { IDEMPOTENCY_HEADER } from "@/lib/api/contract";
import { SERVER_MESSAGE_FIELDS } from "@/lib/api/client/checks";
import type { JsonObject } from "./stable-json";

/**
 * The parts of the document that are the same for every call and have no zod schema in the
 * contract: the error answer the storefront reads (lib/api/client/checks.ts, funnel §8) and the
 * headers the storefront's proxy sends (lib/backend/remote.ts).
 */

const serverText: JsonObject = {
  anyOf: [
    { type: "string" },
    { type: "object", properties: { message: { type: "string" } }, required: ["message"] },
    { type: "boolean" },
  ],
};

export const ERROR_ANSWER: JsonObject = {
  type: "object",
  description: [
    "An error answer: any non-2xx status with a JSON body. The storefront shows the visitor the first",
    `of ${SERVER_MESSAGE_FIELDS.join("/")} that carries a text (a string, or an object's message),`,
    'else "Erro HTTP {status} {status text}". A 2xx answer whose success is not true is a refusal',
    "when it carries one of these fields, or success false. A non-JSON error body (an HTML page) is",
    "shown as the status only. `error: true` without a text fails a postcode lookup with the default message.",
  ].join(" "),
  properties: {
    success: { type: "boolean", description: "false on a refusal." },
    ...Object.fromEntries(SERVER_MESSAGE_FIELDS.map((field) => [field, serverText])),
  },
  additionalProperties: {},
};

export const REQUEST_ID_PARAMETER: JsonObject = {
  name: "X-Request-Id",
  in: "header",
  required: false,
  description: "The storefront's request id, sent on every call for the backend's logs (with W3C traceparent).",
  schema: { type: "string" },
};

export const IDEMPOTENCY_PARAMETER: JsonObject = {
  // The contract's header name is lower case (HTTP names are case-insensitive); documented as the IETF draft spells it.
  name: IDEMPOTENCY_HEADER.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase()),
  in: "header",
  required: false,
  description: [
    "A random (v4) UUID, lower case, the same for every resend of one creation. The backend answers a",
    "key it has seen with what it made for it the first time, so a resent request (an answer lost to a",
    "timeout or a reset connection, the visitor's retry after a 502) never makes a second order.",
  ].join(" "),
  schema: { type: "string", format: "uuid" },
};

export const DOCUMENT_DESCRIPTION = [
  "Every call the storefront makes to the operator's API, generated from lib/api/contract by",
  "`npm run contract` (do not edit by hand; a unit test fails when this file and the contract differ).",
  "Request schemas are what the storefront's /api proxy forwards after validating the browser's request:",
  "unknown fields stripped, ids as strings. Response schemas are what the backend may send: extra fields",
  "are allowed, ids and decimals may be strings or numbers. Rules written as code are not in the schemas:",
  "CPF/CNPJ check digits, phone area codes, full names, adult birth dates, due days, the installation window.",
  "Extensions: x-owner (the lead id the browser must own, checked by the proxy), x-rate-limit (the proxy's",
  "budget class), x-changes-state (a GET that changes state), x-creates-ids (the answer's ids are bound to the",
  "browser that made them), x-body-by-param (a body that depends on a path parameter), x-places-order (a success",
  "places the lead's order; the browser then reads the lead back without its personal data).",
  "Security: the storefront checks that a browser owns the lead id it names, never who the person is. A",
  "renewal (PUT renewalBaseUser/{id}) is signed and a migration order (PUT lead-v2/{id}?fiberMigration=true,",
  "after PATCH fiber-migration/address) is placed to a new address on a CPF typed by anyone: the API must",
  "confirm the customer's identity itself before acting on either (a code sent to the phone or e-mail on",
  "file, the operator's own rules). To help it decide, every call carries X-Client-Address (the visitor's",
  "address as the storefront trusts it) and X-Lead-Holder (one random id per browser, shared by every lead",
  "that browser made or owns: a migration placed by another browser than the CPF lookup's stands out).",
].join(" ");

export const CLIENT_ADDRESS_PARAMETER: JsonObject = {
  name: "X-Client-Address",
  in: "header",
  required: false,
  description: [
    "The visitor's IP address as the storefront trusts it: the socket's peer, or the entry its trusted",
    "balancer appended to X-Forwarded-For (TRUSTED_PROXY_HOPS). Absent when it is not an IP address.",
  ].join(" "),
  schema: { type: "string" },
};

export const LEAD_HOLDER_PARAMETER: JsonObject = {
  name: "X-Lead-Holder",
  in: "header",
  required: false,
  description: [
    "A random id of the browser, carried in its signed lead cookie and shared by every lead it made or",
    "owns (on a creation, the id its new cookie will carry). Absent for a browser with no lead cookie.",
  ].join(" "),
  schema: { type: "string" },
};
