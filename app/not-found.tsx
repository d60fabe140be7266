import type { Metadata } from "next";
import { PageShell } from "@/components/layout/PageShell";
import { NotFoundScreen } from "@/components/screens/NotFoundScreen";
import { DEFAULT_ADDON } from "@/lib/addons";
import { NOT_FOUND_ROUTE } from "@/lib/routing";
import { NOT_FOUND_METADATA } from "@/lib/seo";

export const metadata: Metadata = NOT_FOUND_METADATA;

/** Any unknown path (funnel §2): the 404 layout, answered with HTTP status 404. */
export default function NotFound() {
  return (
    <PageShell addon={DEFAULT_ADDON} route={NOT_FOUND_ROUTE}>
      <NotFoundScreen />
    </PageShell>
  );
}
