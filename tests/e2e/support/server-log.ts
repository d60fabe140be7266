import { readFileSync } from "node:fs";
import { E2E_SERVER_LOG } from "./server-files";

/**
 * The e2e server's log as text to search for personal values, without the fields every line
 * carries by construction: request ids (UUIDs), times and process ids. A four-digit bank agency
 * can occur inside a random UUID; that is chance, not a leak.
 */
export function logTextWithoutIds(file = E2E_SERVER_LOG): string {
  return readFileSync(file, "utf8")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/"time":"[^"]*"/g, '"time":""')
    .replace(/"pid":\d+/g, '"pid":0');
}
