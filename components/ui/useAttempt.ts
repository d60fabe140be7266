"use client";

import { useCallback, useRef, useState } from "react";
import type { ApiError } from "@/lib/api";

/**
 * A backend call with its busy state and its failure; "Tentar novamente" repeats the last failed
 * call. The run answers null when it went through, or the error to show.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const last = useRef<(() => Promise<ApiError | null>) | null>(null);

  const attempt = useCallback(async (run: () => Promise<ApiError | null>): Promise<boolean> => {
    last.current = run;
    setBusy(true);
    setError(null);
    let failure: ApiError | null;
    try {
      failure = await run();
    } catch {
      failure = { kind: "network", message: "Erro inesperado. Tente novamente.", retryable: true };
    }
    setBusy(false);
    setError(failure);
    if (!failure) last.current = null;
    return !failure;
  }, []);

  const retry = useCallback(() => {
    const run = last.current;
    if (run) void attempt(run);
  }, [attempt]);

  const clear = useCallback(() => setError(null), []);
  return { busy, error, attempt, retry, clear };
}

export type Attempt = ReturnType<typeof useAttempt>;
