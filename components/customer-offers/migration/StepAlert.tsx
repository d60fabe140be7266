"use client";

import { FormAlert } from "@/components/ui/FormAlert";
import type { Attempt } from "@/components/ui/useAttempt";

/** A step's failed call: its message once, with "Tentar novamente" when repeating it can help. */
export function StepAlert({ attempt }: { attempt: Attempt }) {
  const { error, retry, busy } = attempt;
  return error ? <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} /> : null;
}
