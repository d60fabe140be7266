import { handleApiRequest } from "@/lib/backend/proxy";

/** The same-origin API of the storefront: /api/{documented path} → lib/backend/proxy. */
type Context = { params: Promise<{ path: string[] }> };

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  return handleApiRequest(request, path.map((p) => encodeURIComponent(p)).join("/"));
}

// HEAD is answered like GET without a body (the proxy matches it as GET).
export { handle as GET, handle as HEAD, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
