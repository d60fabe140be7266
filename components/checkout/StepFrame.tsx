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
import { useHeldSubmit } from "@/components/ui/useHeldSubmit";

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A checkout step in the shared screen frame (heading, intro): the step's form, the backend error
 * beside a retry, and the submit button. The heading is server-rendered.
 *
 * `formBeforeReady`: the step's form is in the server HTML and usable while the step opens (the
 * store hydrated, the order restored, the guard consulted), which on a slow phone takes seconds
 * after the fields could be on screen. Its fields hold nothing of the visitor's then (the HTML is
 * cached and shared); what is typed meanwhile is kept (the forms' keepDirtyValues, ui/TextField),
 * and a press is kept and sent once the step is ready, through the mechanism that keeps a press
 * made before hydration (lib/device/earlySubmit.ts). Without it (a step made of data: plans, the
 * summary, the quiz) a spinner stands in until the step is ready.
 */
export function StepFrame({
  checkout,
  title,
  intro,
  children,
  onSubmit,
  submitLabel = "Continuar",
  footer,
  formBeforeReady = false,
}: {
  checkout: Checkout;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  submitLabel?: string;
  footer?: ReactNode;
  formBeforeReady?: boolean;
}) {
  const { ready, error, busy, retry } = checkout;
  // A press kept while the step opened: the button says it was taken until the step sends it.
  const held = useHeldSubmit(ready);
  const early = formBeforeReady && Boolean(onSubmit);
  return (
    <ScreenFrame screen={checkout.routeKey} title={title} intro={intro}>
      {!ready && error ? (
        // The step could not open (the plan list did not come): the message and its retry.
        <div className={frame.body}>
          <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />
        </div>
      ) : !ready && !early ? (
        <>
          <Spinner />
          {/* Restoring the order after a reload is a call too. */}
          <SlowCallNotice busy />
        </>
      ) : (
        <>
          {onSubmit ? (
            // data-opening: the step is still opening (what a press waits for; the tests' mark too).
            <Form className={frame.body} onSubmit={onSubmit} {...held.form} data-opening={ready ? undefined : ""}>
              {children}
              {error && <FormAlert message={error.message} onRetry={error.retryable ? retry : undefined} retrying={busy} />}
              {/* No focus on mousedown: leaving a field there validates it ("onTouched"), its message
                  pushes the button down before the mouseup, and the click (the submit) is lost. */}
              <Button type="submit" variant="primary" fullWidth state={busy || held.pressed ? "loading" : "default"} onMouseDown={keepFocus}>
                {submitLabel}
              </Button>
              <SlowCallNotice busy={busy || held.pressed} />
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
