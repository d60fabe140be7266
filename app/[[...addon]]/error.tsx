"use client";

import type { ErrorInfo } from "next/error";
import { useParams } from "next/navigation";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import shell from "@/components/layout/PageShell.module.css";
import { ErrorMessage, type ErrorMessageClasses } from "@/components/screens/ErrorMessage";
import screen from "@/components/screens/Screen.module.css";
import { showTelevendas } from "@/lib/contact";
import { errorPageFor } from "@/lib/errors/page";

const CLASSES: ErrorMessageClasses = {
  section: screen.notFound,
  heading: screen.heading,
  text: screen.lead,
  actions: screen.actions,
  retry: screen.primary,
  call: screen.secondary,
  code: screen.note,
};

/**
 * Our error page for any page of the site (Next's own is in English): a render that throws, or a
 * screen's chunk that fails to load (components/screens/ClientScreen), replaces the page, PageShell
 * included, with this. So it brings the site's header and footer back itself, for the addon of the
 * address. Not PageShell: its consent root would start the consent scripts a second time, and the
 * funnel parts have nothing to show here. Inside the root layout, so the store is there (the
 * header's zoom control uses it). Errors of the root layout itself: app/global-error.tsx.
 * The document keeps the route's title: Next writes its metadata title after this renders (and
 * a React <title> here would come second in the head), and the title still names the page asked for.
 */
export default function SegmentError({ error, retry }: ErrorInfo) {
  const { addon: segments } = useParams<{ addon?: string[] }>();
  const { addon, route } = errorPageFor(segments ?? []);
  return (
    <div
      className={shell.page}
      data-layout="error"
      data-addon={addon.id || "default"}
      data-theme={addon.darkMode ? "dark" : undefined}
    >
      <Header addon={addon} route={route} minimal={false} />
      <main id="conteudo" tabIndex={-1} className={`${shell.main} ${shell.center}`}>
        <ErrorMessage error={error} retry={retry} showTelevendas={showTelevendas(addon, route)} classes={CLASSES} />
      </main>
      <Footer addon={addon} />
    </div>
  );
}
