"use client";

import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { CpfField } from "@/components/ui/CpfField";
import { zodForm } from "@/components/ui/forms";
import { loadForms } from "@/lib/validation/rules";
import type { Attempt } from "@/components/ui/useAttempt";
import frame from "@/components/ui/ScreenFrame.module.css";
import { Form } from "@/components/ui/Form";

/**
 * The CPF of a renewal or migration lookup. The check digits are checked in the browser (lib/
 * validation's message) and nothing is sent until they are right. The CPF lives only in this
 * form's state and the request body: never in a URL or browser storage.
 */
export function CpfForm({
  attempt,
  onCpf,
  submitLabel = "Consultar ofertas",
  children,
}: {
  attempt: Attempt;
  /** Receives the CPF's 11 digits. */
  onCpf: (cpf: string) => void | Promise<void>;
  submitLabel?: string;
  children?: ReactNode;
}) {
  const form = useForm({ ...zodForm(() => loadForms().then((f) => f.cpfLookupSchema)), defaultValues: { cpf: "" } });
  const onSubmit = form.handleSubmit(async ({ cpf }) => {
    await onCpf(cpf);
  });
  const { error, busy, retry } = attempt;
  return (
    <Form className={frame.body} onSubmit={onSubmit}>
      <CpfField
        control={form.control}
        name="cpf"
        label="CPF do titular"
        hint="Só os números; usamos o CPF apenas para encontrar suas ofertas."
        error={form.formState.errors.cpf?.message}
      />
      {error && <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />}
      {children}
      <Button type="submit" variant="primary" fullWidth state={busy ? "loading" : "default"}>
        {submitLabel}
      </Button>
    </Form>
  );
}
