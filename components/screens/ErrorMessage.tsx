import { useEffect, useRef } from "react";
import { telHref, televendas } from "@/lib/contact";
import { ERROR_COPY } from "@/lib/content/errors";
import { errorDigest, recoveryFor } from "@/lib/errors/recovery";
import { reloadPage } from "./reloadPage";

/**
 * Class names of the message's parts: a CSS module's on the site (whose lookups may be undefined
 * to TypeScript), plain ones in global-error.
 */
export type ErrorMessageClasses = Record<"section" | "heading" | "text" | "actions" | "retry" | "call" | "code", string | undefined>;

interface Props {
  /** What the boundary caught: only its kind and digest are read, never its message or stack. */
  error: unknown;
  /** Next's retry(): fetches the segment again and re-renders it. */
  retry: () => void;
  showTelevendas: boolean;
  classes: ErrorMessageClasses;
}

/**
 * The body of our error pages (app/[[...addon]]/error.tsx, app/global-error.tsx): what happened,
 * a retry that really retries (lib/errors/recovery.ts) and the televendas number.
 */
export function ErrorMessage({ error, retry, showTelevendas, classes }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const digest = errorDigest(error);

  // The page the visitor was using (and the control they had focused) has just gone: the heading
  // takes the focus, so a screen reader says what replaced it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section className={classes.section} aria-labelledby="titulo-erro">
      <h1 id="titulo-erro" ref={heading} tabIndex={-1} className={classes.heading} data-screen="erro">
        {ERROR_COPY.heading}
      </h1>
      <p className={classes.text}>{showTelevendas ? ERROR_COPY.text : ERROR_COPY.textWithoutCall}</p>
      <div className={classes.actions}>
        <button
          type="button"
          className={classes.retry}
          onClick={() => (recoveryFor(error) === "reload" ? reloadPage() : retry())}
        >
          {ERROR_COPY.retry}
        </button>
        {showTelevendas && (
          <a className={classes.call} href={telHref(televendas())}>
            {ERROR_COPY.call(televendas())}
          </a>
        )}
      </div>
      {digest && <p className={classes.code}>{ERROR_COPY.code(digest)}</p>}
    </section>
  );
}
