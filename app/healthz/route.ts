/**
 * Liveness for the load balancer: the process answers. No dependency is asked (a database outage
 * must not get every instance restarted); /readyz says whether it can serve.
 */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
