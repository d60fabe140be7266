"use client";

import type { ScreenProps } from "@/lib/routing";
import { useCallback, useEffect, useState } from "react";
import { FormAlert } from "@/components/ui/FormAlert";
import { LabelledSection } from "@/components/ui/LabelledSection";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { Spinner } from "@/components/ui/Spinner";
import { useAttempt } from "@/components/ui/useAttempt";
import { api } from "@/lib/api";
import type { RegulationDocument } from "@/lib/api/contract";
import styles from "../coverage/Coverage.module.css";

/** The addon whose regulations are the employee offer's (the collaborator=true variant). */
const COLLABORATOR_ADDON = "oferta-colaborador";

/** Documents grouped by their `group` field, in the order the groups first appear. */
export function groupDocuments(docs: readonly RegulationDocument[], fallback: string): [string, RegulationDocument[]][] {
  const groups = new Map<string, RegulationDocument[]>();
  for (const doc of docs) {
    const key = doc.group?.trim() || fallback;
    const list = groups.get(key) ?? [];
    list.push(doc);
    groups.set(key, list);
  }
  return [...groups.entries()];
}

/** Only our own documents (a path) or https links reach an href. */
function safeUrl(url: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  try {
    return new URL(url).protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** A document's PDF in a new tab. `id` is the privacy policy's anchor (the footer's #privacidade). */
function PdfLink({ href, title, id }: { href: string; title: string; id?: string }) {
  return (
    <li>
      <a className={styles.linkItem} href={href} target="_blank" rel="noopener noreferrer" id={id}>
        <span>{title}</span>
        <span className={styles.small}>
          PDF<span className="visually-hidden"> (abre em nova aba)</span>
        </span>
      </a>
    </li>
  );
}

function DocumentList({ title, id, docs }: { title: string; id: string; docs: readonly RegulationDocument[] }) {
  const groups = groupDocuments(docs, title);
  return (
    <LabelledSection headingId={`${id}-heading`} title={title} id={id} className={styles.section} titleClassName={styles.sectionTitle}>
      {groups.map(([group, list]) => (
        <div key={group} className={styles.group}>
          {groups.length > 1 || group !== title ? <h3 className={styles.groupTitle}>{group}</h3> : null}
          <ul className={styles.links}>
            {list.map((doc) => {
              const url = safeUrl(doc.url);
              return url ? <PdfLink key={doc.id} href={url} title={doc.title} id={/privacidade/i.test(url) ? "privacidade" : undefined} /> : null;
            })}
          </ul>
        </div>
      ))}
    </LabelledSection>
  );
}

/**
 * /regulamentos/ (optionally under an addon): the regulations and summaries of the API
 * (GET plans/regulationsAndSummaries/getAll), grouped, each a link to its PDF; collaborator=true
 * for the employee offer (addon oferta-colaborador or ?collaborator=true). The privacy policy
 * (the footer's #privacidade link) always has its anchor, even while loading or on failure.
 */
export function RegulationsScreen({ addon, route }: ScreenProps) {
  const [data, setData] = useState<{ regulations: RegulationDocument[]; summaries: RegulationDocument[] } | null>(null);
  const { busy, error, attempt, retry } = useAttempt();

  const load = useCallback(
    () =>
      attempt(async () => {
        const collaborator = addon.id === COLLABORATOR_ADDON || new URLSearchParams(window.location.search).get("collaborator") === "true";
        const result = await api.regulations(collaborator);
        if (!result.ok) return result.error;
        setData({ regulations: result.data.regulations, summaries: result.data.sumarries });
        return null;
      }),
    [attempt, addon.id],
  );

  useEffect(() => {
    queueMicrotask(() => void load());
  }, [load]);

  const hasPrivacy = Boolean(data && [...data.regulations, ...data.summaries].some((d) => /privacidade/i.test(d.url)));
  return (
    <ScreenFrame screen={route.key} title={route.heading} intro={<p>Consulte os regulamentos das ofertas, os sumários dos contratos e a nossa política de privacidade.</p>}>
      {error ? (
        <FormAlert message={error.message} onRetry={retry} retrying={busy} />
      ) : !data ? (
        <Spinner label="Carregando documentos…" />
      ) : (
        <>
          <DocumentList title="Regulamentos" id="regulamentos" docs={data.regulations} />
          <DocumentList title="Sumários e contratos" id="sumarios" docs={data.summaries} />
        </>
      )}
      {!hasPrivacy && (
        <LabelledSection headingId="privacidade-heading" title="Privacidade" className={styles.section} titleClassName={styles.sectionTitle}>
          <ul className={styles.links}>
            <PdfLink href="/docs/privacidade.pdf" title="Política de privacidade" id="privacidade" />
          </ul>
        </LabelledSection>
      )}
    </ScreenFrame>
  );
}
