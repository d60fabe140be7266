"use client";

import { useCallback, useEffect, useState } from "react";
import { api, type ApiError } from "@/lib/api";
import type { Bank } from "@/lib/api/contract";

/** GET banks, once per page load; a failure is forgotten so the next try asks again. */
let cached: Promise<Bank[]> | null = null;

export type BankList =
  | { status: "loading"; banks: Bank[]; error: null }
  | { status: "ready"; banks: Bank[]; error: null }
  | { status: "error"; banks: Bank[]; error: ApiError };

async function fetchBanks(): Promise<Bank[]> {
  const result = await api.banks();
  if (!result.ok) throw result.error;
  return [...result.data.banks].sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** Test hook: forget the list between tests. */
export function resetBankCache(): void {
  cached = null;
}

/**
 * The bank list of the direct-debit form, sorted by name (the native select's type-ahead finds a
 * bank by its first letters). A failed load leaves the form as typed and offers `reload`.
 */
export function useBanks(enabled = true): BankList & { reload: () => void } {
  const [list, setList] = useState<BankList>({ status: "loading", banks: [], error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    cached ??= fetchBanks();
    const current = cached;
    current.then(
      (banks) => live && setList({ status: "ready", banks, error: null }),
      (error: ApiError) => {
        if (cached === current) cached = null;
        if (live) setList({ status: "error", banks: [], error });
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);

  const reload = useCallback(() => {
    setList({ status: "loading", banks: [], error: null });
    setAttempt((n) => n + 1);
  }, []);
  return { ...list, reload };
}
