"use client";

import type { ErrorInfo } from "next/error";
import { useParams } from "next/navigation";
import { Footer } from "@/components/layout/Footer";
import { Header } from "@/components/layout/Header";
import shell from "@/components/layout/PageShell.module.css";
import { showTelevendas } from "@/lib/contact";
import { errorPageFor } from "@/lib/errors/page";
import { ErrorMessage } from "./ErrorMessage";
import { ERROR_CLASSES } from "./errorClasses";

/**
 * The error page with the site around it: header and footer for the addon of the address, so the
 * logo and footer links keep the visitor in their variant, dark addons stay dark and televendas is
 * hidden where funnel §2 hides it. Not PageShell: its consent root would start the consent scripts
 * a second time, and the funnel parts have nothing to show here. Loaded only when an error page
 * shows (app/[[...addon]]/error.tsx): the header, footer, addon catalogue and route table it
 * imports would otherwise be copied into a chunk every page loads.
 */
export default function ErrorShell({ error, retry }: Pick<ErrorInfo, "error" | "retry">) {
  const { addon: segments } = useParams<{ addon?: string[] }>();
  const { addon, route } = errorPageFor(segments ?? []);
  return (
    <div className={shell.page} data-layout="error" data-addon={addon.id || "default"} data-theme={addon.darkMode ? "dark" : undefined}>
      <Header addon={addon} route={route} minimal={false} />
      <main id="conteudo" tabIndex={-1} className={`${shell.main} ${shell.center}`}>
        <ErrorMessage error={error} retry={retry} showTelevendas={showTelevendas(addon, route)} classes={ERROR_CLASSES} />
      </main>
      <Footer addon={addon} />
    </div>
  );
}
