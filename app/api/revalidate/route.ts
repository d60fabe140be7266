import { handleRevalidate } from "@/lib/backend/revalidate";

/** On-demand revalidation of the catalogue (lib/backend/revalidate.ts); not a call of the contract. */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const handle = (request: Request): Promise<Response> => handleRevalidate(request);

// OPTIONS too: Next would otherwise answer it 204 with an Allow list, saying the route exists while it is off.
export { handle as POST, handle as GET, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
