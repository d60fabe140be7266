import { isDraining } from "@/lib/backend/drain";
import { buildId, configuredProbes, drainingReadiness, readiness } from "@/lib/backend/readiness";

/**
 * Readiness for the load balancer: 200 when the database (sandbox) and Redis (REDIS_URL) answer,
 * 503 naming the one that does not, and 503 "draining" from the moment the process is told to stop
 * (server/main.ts). The build id tells which release answers during a rollout.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const { status, body } = isDraining() ? drainingReadiness(buildId()) : await readiness(configuredProbes(), buildId());
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
