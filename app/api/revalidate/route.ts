import { handleRevalidate } from "@/lib/backend/revalidate";

/** On-demand revalidation of the catalogue (lib/backend/revalidate.ts); not a call of the contract. */
export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export { handleRevalidate as POST, handleRevalidate as GET, handleRevalidate as PUT, handleRevalidate as PATCH, handleRevalidate as DELETE };
