"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { api } from "@/lib/api";
import {
  FIRST_MIGRATION_STEP,
  migrationSearch,
  migrationStepAfter,
  migrationStepFromSearch,
  migrationStepToShow,
  searchNamesStep,
  type MigrationStep,
} from "@/lib/funnel/migration";
import type { StoredMigration } from "@/lib/funnel/migration-session";
import { createMigrationStore, readStoredMigration } from "@/lib/store/migration";
import { useAttempt } from "@/components/ui/useAttempt";

/**
 * The migration's runtime: the flow's data (its store, lib/store/migration: in memory, its
 * non-personal part also in sessionStorage), the step shown, and the browser history. Each
 * step is an entry of this one page's history, named by `?etapa=` (lib/funnel/migration): moving
 * on pushes an entry, the browser's Back and Forward pop one, and every step asked for (a click,
 * Back, Forward, a reload) goes through the guard, which may show an earlier step instead; the
 * address is then corrected in place. The document stays the same, so nothing is fetched and the
 * customer's record stays in memory. History writes go through Next's own pushState/replaceState
 * integration, which keeps its router in step.
 */

function hrefFor(step: MigrationStep): string {
  return `${window.location.pathname}${migrationSearch(step, window.location.search)}`;
}

export function useMigrationFlow() {
  const [store] = useState(createMigrationStore);
  const data = useStore(store, (s) => s.data);
  const [step, setStep] = useState<MigrationStep>(FIRST_MIGRATION_STEP);
  /** The step being restored from the backend after a reload, if any. */
  const [restoring, setRestoring] = useState<MigrationStep | null>(null);
  const attempt = useAttempt();
  const { clear } = attempt;

  /**
   * Shows the step the guard allows for `wanted`: as a new history entry ("push"), or in the
   * current one, whose address is corrected when it names another step ("current").
   */
  const show = useCallback(
    (wanted: MigrationStep, entry: "push" | "current") => {
      // The guard runs in event handlers (popstate, a step's success) right after an action: it
      // reads the store's latest data, not the render's.
      const shown = migrationStepToShow(wanted, store.getState().data);
      if (entry === "push") window.history.pushState(null, "", hrefFor(shown));
      else if (!searchNamesStep(window.location.search, shown)) window.history.replaceState(null, "", hrefFor(shown));
      clear();
      setStep(shown);
    },
    [clear, store],
  );

  /** Moves on (or back, from a step's own button) to `next`: a new history entry. */
  const goStep = useCallback((next: MigrationStep) => show(next, "push"), [show]);
  /** The step's row's next and back (lib/funnel/migration), as goStep. */
  const goNext = useCallback(() => goStep(migrationStepAfter(step, "next")), [goStep, step]);
  const goBack = useCallback(() => goStep(migrationStepAfter(step, "back")), [goStep, step]);

  /** Counts restores: a newer one (or leaving the page) makes an older one's answer stale. */
  const restoreRun = useRef(0);

  /**
   * Memory is empty on a later step after a document load (a reload), and after Back out of the
   * flow and Forward into it again (the entries stay, the document is new): the stored progress
   * comes back with the customer's record from the backend, then the guard decides on the step
   * the address names by then. A lead the backend no longer gives this browser (403, 404) is
   * forgotten; another failure (the network) keeps the progress, without the greeting.
   */
  const restore = useCallback(
    async (wanted: MigrationStep, stored: StoredMigration) => {
      const run = ++restoreRun.current;
      setRestoring(wanted);
      const lead = await api.migrationLeadGet(stored.idLead);
      if (run !== restoreRun.current) return;
      const gone = !lead.ok && (lead.error.status === 403 || lead.error.status === 404);
      if (gone) store.getState().forgot();
      else store.getState().restored(stored, lead.ok ? lead.data : null);
      setRestoring(null);
      show(migrationStepFromSearch(window.location.search), "current");
    },
    [show, store],
  );

  /** The step the address names now: from memory, else from the stored progress, else the guard's. */
  const enter = useCallback(() => {
    const wanted = migrationStepFromSearch(window.location.search);
    const stored = store.getState().data || wanted === FIRST_MIGRATION_STEP ? null : readStoredMigration();
    if (stored) {
      void restore(wanted, stored);
      return;
    }
    // Back to the CPF while a restore was under way: its answer is no longer wanted.
    restoreRun.current += 1;
    setRestoring(null);
    show(wanted, "current");
  }, [restore, show, store]);

  // The document's first step (the server rendered the CPF lookup; the address may name another),
  // then Back and Forward between this page's entries.
  useEffect(() => {
    // The spinner of a restore replaces the server-rendered CPF step only now, after hydration:
    // the address and sessionStorage are the browser's, so the first render cannot know of them,
    // and this one render more is the point (the server HTML and hydration must match).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    enter();
    window.addEventListener("popstate", enter);
    return () => {
      window.removeEventListener("popstate", enter);
      restoreRun.current += 1;
    };
  }, [enter]);

  return { data, step, restoring, attempt, actions: store.getState(), goStep, goNext, goBack };
}
