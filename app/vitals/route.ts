import { handleVitals } from "@/lib/backend/vitals";

/** The browser's web-vitals beacon (lib/backend/vitals.ts): POST /vitals/, never cached. */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handle = (request: Request): Promise<Response> => handleVitals(request);

// Every method, so that each gets the handler's own 405 (Next would answer OPTIONS 204 by itself).
export { handle as POST, handle as GET, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
