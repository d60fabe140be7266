import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLayoutEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { useLoaded } from "@/components/ui/forms";
import { RestoredBirthForm } from "../../support/birth-form";
import { imask } from "../../support/imask-gate";

/*
 * imask arrives when the test says so, and every mask it binds is counted until destroyed: one
 * input must never have two masks. Two masks on one input each rewrite the text from their own
 * idea of it, and the one the hook no longer knows keeps the value it was bound on: the restored
 * store value came back over what the visitor typed (e2e: the birth date on a phone).
 */
vi.mock("imask", async (importOriginal) => (await import("../../support/imask-gate")).gatedIMask(importOriginal));

const loadIMask = () => import("imask");

/**
 * Focuses the field in a layout effect of the render in which imask arrives: after React has
 * committed the field's new handlers, before its passive effects run. A visitor's tap can land in
 * that gap on a slow phone; here it lands there every time.
 */
function FocusWhenMaskArrives() {
  const arrived = useLoaded(loadIMask, true);
  useLayoutEffect(() => {
    if (arrived) screen.getByLabelText("Data de nascimento").focus();
  }, [arrived]);
  return null;
}

describe("a field focused as imask arrives", () => {
  it("gets one mask, and what the visitor types replaces the restored value", async () => {
    const user = userEvent.setup();
    render(<RestoredBirthForm><FocusWhenMaskArrives /></RestoredBirthForm>);
    const field = screen.getByLabelText("Data de nascimento");
    expect(field).toHaveValue("31/12/1990");
    await act(async () => imask.release());
    await waitFor(() => expect(field).toHaveFocus());
    expect(imask.live).toBe(1);

    await user.clear(field);
    await user.type(field, "01011990");
    expect(field).toHaveValue("01/01/1990");
    await waitFor(() => expect(screen.getByTestId("value").textContent).toBe("01/01/1990"));
    expect(imask.live).toBe(1);
  });
});
