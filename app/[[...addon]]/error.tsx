"use client";

import type { ErrorInfo } from "next/error";
import { lazy, Suspense } from "react";
import shell from "@/components/layout/PageShell.module.css";
import { ErrorMessage } from "@/components/screens/ErrorMessage";
import { ERROR_CLASSES } from "@/components/screens/errorClasses";
import { FallbackBoundary } from "@/components/screens/FallbackBoundary";

/** The site's header and footer around the message, in a chunk loaded only when this shows. */
const ErrorShell = lazy(() => import("@/components/screens/ErrorShell"));

/**
 * Our error page for any page of the site (Next's own is in English): a render that throws, or a
 * screen's chunk that fails to load (components/screens/ClientScreen), replaces the page, PageShell
 * included, with this. Next loads this component with every page, so it stays small: the message
 * (lib/content/errors.ts) shows at once, and the header and footer come with ErrorShell, where they
 * still load. When they cannot (the connection that broke the screen is still down), the plain
 * message stays, with its retry and the televendas number. Inside the root layout, so the store is
 * there (the header's zoom control uses it). Errors of the root layout itself: app/global-error.tsx.
 * The document keeps the route's title: Next writes its metadata title after this renders.
 */
export default function SegmentError({ error, retry }: ErrorInfo) {
  const plain = (
    <div className={shell.page} data-layout="error">
      <main id="conteudo" tabIndex={-1} className={`${shell.main} ${shell.center}`}>
        <ErrorMessage error={error} retry={retry} showTelevendas classes={ERROR_CLASSES} />
      </main>
    </div>
  );
  return (
    <FallbackBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <ErrorShell error={error} retry={retry} />
      </Suspense>
    </FallbackBoundary>
  );
}
