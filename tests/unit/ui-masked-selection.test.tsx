import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { MaskedField } from "@/components/ui/MaskedField";
import { MASKS } from "@/lib/validation";

/*
 * imask arrives when the test says so, after the visitor has focused the field and selected its
 * restored text to replace it. Binding the mask must not move the caret: with the selection gone,
 * the keys went to the end of a full field, its maxlength refused them and the restored birth
 * date stayed (e2e, the birth date with the CPU under load).
 */
const imask = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release, bound: 0 };
});
vi.mock("imask", async (importOriginal) => {
  await imask.arrived;
  const original = (await importOriginal<typeof import("imask")>()).default;
  const counted = Object.assign((...args: Parameters<typeof original>) => {
    imask.bound++;
    return original(...args);
  }, original);
  return { default: counted };
});

function BirthForm() {
  const { control } = useForm({ values: { birthDate: "31/12/1990" }, resetOptions: { keepDirtyValues: true } });
  const value = useWatch({ control, name: "birthDate" });
  return (
    <form>
      <output data-testid="value">{value}</output>
      <MaskedField control={control} name="birthDate" label="Data de nascimento" mask={MASKS.date} inputMode="numeric" maxLength={10} />
    </form>
  );
}

describe("a field whose text is selected as imask arrives", () => {
  it("keeps the selection, and what the visitor types replaces the restored value", async () => {
    const user = userEvent.setup();
    render(<BirthForm />);
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
