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

/** The last collaborator code the sandbox "e-mailed" for a lead (it writes them to its log). */
export function collaboratorCode(leadId: string, file = E2E_SANDBOX_LOG): string | null {
  let code: string | null = null;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.includes("sandbox.collaborator-code")) continue;
    try {
      const entry = JSON.parse(line) as { leadId?: string; code?: string };
      if (String(entry.leadId) === leadId && entry.code) code = entry.code;
    } catch {
      // another line of the log
    }
  }
  return code;
}
