"use client";

import type { FormEventHandler, MouseEvent, ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { ScreenFrame } from "@/components/ui/ScreenFrame";
import { SlowCallNotice } from "@/components/ui/SlowCallNotice";
import { Spinner } from "@/components/ui/Spinner";
import type { Checkout } from "./useCheckout";
import frame from "@/components/ui/ScreenFrame.module.css";
import { Form } from "@/components/ui/Form";

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A checkout step in the shared screen frame (heading, intro): the step's form, the backend error
 * beside a retry, and the submit button. The heading is server-rendered; the form appears once
 * the order is restored and the step guard has let the visitor in.
 */
export function StepFrame({
  checkout,
  title,
  intro,
  children,
  onSubmit,
  submitLabel = "Continuar",
  footer,
}: {
  checkout: Checkout;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  footer?: ReactNode;
}) {
  const { ready, error, busy, retry } = checkout;
  return (
    <ScreenFrame screen={checkout.routeKey} title={title} intro={intro}>
      {!ready && error ? (
        // The step could not open (the plan list did not come): the message and its retry.
        <div className={frame.body}>
          <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />
        </div>
      ) : !ready ? (
        <>
          <Spinner />
          {/* Restoring the order after a reload is a call too. */}
          <SlowCallNotice busy />
        </>
      ) : (
        <>
          {onSubmit ? (
            <Form className={frame.body} onSubmit={onSubmit}>
              {children}
              {error && <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />}
              {/* No focus on mousedown: leaving a field there validates it ("onTouched"), its message
                  pushes the button down before the mouseup, and the click (the submit) is lost. */}
              <Button type="submit" variant="primary" fullWidth state={busy ? "loading" : "default"} onMouseDown={keepFocus}>
                {submitLabel}
              </Button>
              <SlowCallNotice busy={busy} />
            </Form>
          ) : (
            <div className={frame.body}>
              {children}
              {error && <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />}
              <SlowCallNotice busy={busy} />
            </div>
          )}
          {footer}
        </>
      )}
    </ScreenFrame>
  );
}
