import { readFileSync } from "node:fs";
import { E2E_SANDBOX_LOG, E2E_SERVER_LOG } from "./server-files";

/**
 * The e2e servers' logs (the storefront's and its sandbox's) as text to search for personal values, without the fields every line
 * carries by construction: request ids (UUIDs), times and process ids. A four-digit bank agency
 * can occur inside a random UUID; that is chance, not a leak.
 */
export function logTextWithoutIds(files = [...new Set([E2E_SERVER_LOG, E2E_SANDBOX_LOG])]): string {
  return files
    .map((file) => readFileSync(file, "utf8"))
    .join("\n")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/"time":"[^"]*"/g, '"time":""')
    .replace(/"pid":\d+/g, '"pid":0');
}
