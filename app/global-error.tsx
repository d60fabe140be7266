"use client";

import type { ErrorInfo } from "next/error";
import { Logo } from "@/components/layout/Logo";
import { ErrorMessage } from "@/components/screens/ErrorMessage";
import { GLOBAL_ERROR_CLASSES, GLOBAL_ERROR_CSS } from "@/components/screens/globalErrorStyles";
import { ERROR_COPY } from "@/lib/content/errors";

/**
 * The last resort: the root layout itself failed (app/layout.tsx: the store, the startup effects),
 * so this replaces it and renders the whole document. It depends on nothing the root layout sets
 * up: no store, no global stylesheet (its styles are inline), no client navigation (the logo is a
 * plain link: a fresh document is the way out of a broken one). Next gives error boundaries no
 * metadata, so the title is React's <title>.
 */
export default function GlobalError({ error, retry }: ErrorInfo) {
  return (
    <html lang="pt-BR">
      <head>
        <title>{ERROR_COPY.title}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style>{GLOBAL_ERROR_CSS}</style>
      </head>
      <body className="ge">
        <header className="ge-header">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose (see above) */}
          <a className="ge-logo" href="/">
            <Logo />
          </a>
        </header>
        <main id="conteudo" className="ge-main">
          <ErrorMessage error={error} retry={retry} showTelevendas classes={GLOBAL_ERROR_CLASSES} />
        </main>
        <footer className="ge-footer">
          <p>© {new Date().getFullYear()} TIM Ultrafibra. Todos os direitos reservados.</p>
        </footer>
      </body>
    </html>
  );
}
