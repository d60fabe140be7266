import { config } from "@/lib/validation/z";

/**
 * Zod 4 compiles a fast object parser with `new Function`, probing first whether eval is allowed.
 * Our CSP has no 'unsafe-eval' (lib/security/policy.ts), so the probe was blocked and reported on
 * every page that parsed a schema (Lighthouse "Issues" panel, best practices 96). jitless skips
 * the probe and the compiled path; results are the same. Imported first by the schema entry
 * points (lib/validation/fields, lib/validation/api), so it runs before any schema is parsed.
 */
config({ jitless: true });
