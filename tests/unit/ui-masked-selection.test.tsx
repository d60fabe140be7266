import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RestoredBirthForm } from "./support/birth-form";
import { imask } from "./support/imask-gate";

/*
 * imask arrives when the test says so, after the visitor has focused the field and selected its
 * restored text to replace it. Binding the mask must not move the caret: with the selection gone,
 * the keys went to the end of a full field, its maxlength refused them and the restored birth
 * date stayed (e2e, the birth date with the CPU under load).
 */
vi.mock("imask", async (importOriginal) => (await import("./support/imask-gate")).gatedIMask(importOriginal));

describe("a field whose text is selected as imask arrives", () => {
  it("keeps the selection, and what the visitor types replaces the restored value", async () => {
    const user = userEvent.setup();
    render(<RestoredBirthForm maxLength={10} />);
    const field = screen.getByLabelText<HTMLInputElement>("Data de nascimento");
    expect(field).toHaveValue("31/12/1990");
    act(() => {
      field.focus();
      field.setSelectionRange(0, field.value.length);
    });
    await act(async () => imask.release());
    await waitFor(() => expect(imask.bound).toBe(1));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 10]);
    await user.keyboard("01011990");
    expect(field).toHaveValue("01/01/1990");
    await waitFor(() => expect(screen.getByTestId("value").textContent).toBe("01/01/1990"));
  });
});
