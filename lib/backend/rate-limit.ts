import type { RateLimitClass } from "@/lib/api/contract";

/**
 * Budgets of the calls that cost money or reveal data, per client address (or, with `per: "lead"`,
 * per lead) and fixed window. Lead creation allows 60 in 10 minutes because carrier-grade NAT puts
 * many phones behind one address; CPF lookups, risk lookups and collaborator codes are the tight
 * ones (they reveal or guess data). The address lookups are a visitor's few checks of a CEP and a
 * number, 120 leaves room for a NAT full of them (and for the e2e suite's own 127.0.0.1).
 */
export const RATE_LIMITS: Record<RateLimitClass, { limit: number; windowMs: number; per?: "lead" }> = {
  lead: { limit: 60, windowMs: 10 * 60_000 },
  "no-coverage": { limit: 30, windowMs: 10 * 60_000 },
  callback: { limit: 5, windowMs: 10 * 60_000 },
  collaborator: { limit: 10, windowMs: 10 * 60_000 },
  "cpf-lookup": { limit: 10, windowMs: 10 * 60_000 },
  // The CPF step, like the CPF lookups; and five documents per lead in a day (a typo corrected, a
  // CNPJ instead of the CPF), whatever address they come from.
  "risk-lookup": { limit: 10, windowMs: 10 * 60_000 },
  "risk-lookup-lead": { limit: 5, windowMs: 24 * 3_600_000, per: "lead" },
  coverage: { limit: 120, windowMs: 10 * 60_000 },
  "cep-information": { limit: 120, windowMs: 10 * 60_000 },
  "address-info": { limit: 120, windowMs: 10 * 60_000 },
  // The operator's on-demand revalidation (POST /api/revalidate): a deploy hook, not a visitor.
  revalidate: { limit: 30, windowMs: 10 * 60_000 },
  // The web-vitals beacon (lib/backend/vitals.ts): one per page load, and the funnel moves on by
  // client navigation, so a visitor sends a handful in 10 minutes. 120 leaves a NAT room while a
  // script from one address cannot outweigh the real page views of a route class.
  vitals: { limit: 120, windowMs: 10 * 60_000 },
};

export const RATE_LIMIT_MESSAGE = "Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente novamente.";

/**
 * Where counters live, keyed by limit class and client (lib/backend/client: clientKey, one spelling
 * per address, IPv6 per /64). The memory store serves one server; several instances behind a load
 * balancer share counters in Redis (REDIS_URL: lib/backend/rate-limit-redis, chosen by
 * lib/backend/rate-limit-store).
 */
export interface RateLimitStore {
  /** Adds one hit to the key and answers the count within the current window. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number, now: number) {
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (this.windows.size > 50_000) this.sweep(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return { ...entry };
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export async function checkRateLimit(
  store: RateLimitStore,
  cls: RateLimitClass,
  client: string,
  now = Date.now(),
): Promise<RateLimitVerdict> {
  const { limit, windowMs } = RATE_LIMITS[cls];
  const { count, resetAt } = await store.hit(`${cls}:${client}`, windowMs, now);
  if (count <= limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}
