"use client";

import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import type { Attempt } from "@/components/ui/useAttempt";
import { StepAlert } from "./StepAlert";
import frame from "@/components/ui/ScreenFrame.module.css";
import { Form } from "@/components/ui/Form";

/**
 * The form of the migration's address steps (CEP, then number): the step's fields, its failed
 * call, "Continuar", and the way back the step offers.
 */
export function AddressForm({
  attempt,
  onSubmit,
  onBack,
  backLabel,
  children,
}: {
  attempt: Attempt;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: () => void;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Form className={frame.body} onSubmit={onSubmit}>
      {children}
      <StepAlert attempt={attempt} />
      <Button type="submit" variant="primary" fullWidth state={attempt.busy ? "loading" : "default"}>
        Continuar
      </Button>
      <Button type="button" variant="ghost" onClick={onBack}>
        {backLabel}
      </Button>
    </Form>
  );
}
