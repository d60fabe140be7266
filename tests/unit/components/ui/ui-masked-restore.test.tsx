import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { MaskedField } from "@/components/ui/MaskedField";
import { MASKS } from "@/lib/validation";

/**
 * A step's form takes the store as `values` with keepDirtyValues (the checkout steps): the store
 * may be restored from the backend after the visitor has started typing. What was typed wins.
 */
const formValue = () => screen.getByTestId("phone-value").textContent;
function PhoneStep({ initial }: { initial: string }) {
  const [stored, setStored] = useState(initial);
  const { control } = useForm({ values: { phone: stored }, resetOptions: { keepDirtyValues: true } });
  const phone = useWatch({ control, name: "phone" });
  return (
    <form>
      <output data-testid="phone-value">{phone}</output>
      {/* The backend's answer arriving: no focus moves (fireEvent, not a click by the visitor). */}
      <button type="button" onClick={() => setStored("(11) 91234-5678")}>
        restore
      </button>
      <MaskedField control={control} name="phone" label="Telefone" mask={MASKS.phone} inputMode="tel" />
    </form>
  );
}

describe("a late restore does not replace what the visitor typed in a masked field", () => {
  it.each([
    ["an empty field", ""],
    ["a field showing the stored value", "(11) 98888-7777"],
  ])("%s", async (_what, initial) => {
    const user = userEvent.setup();
    render(<PhoneStep initial={initial} />);
    const field = screen.getByLabelText("Telefone");
    await user.click(field);
    await user.clear(field);
    await user.type(field, "27987654321");
    await waitFor(() => expect(field).toHaveValue("(27) 98765-4321"));
    fireEvent.click(screen.getByRole("button", { name: "restore" }));
    await act(async () => {});
    expect(field).toHaveValue("(27) 98765-4321");
    expect(formValue()).toBe("(27) 98765-4321");
  });

  it("mid-typing: the restore lands between two keys", async () => {
    const user = userEvent.setup();
    render(<PhoneStep initial="(11) 98888-7777" />);
    const field = screen.getByLabelText("Telefone");
    await user.click(field);
    await user.clear(field);
    await user.type(field, "2798");
    fireEvent.click(screen.getByRole("button", { name: "restore" }));
    await user.type(field, "7654321");
    await waitFor(() => expect(field).toHaveValue("(27) 98765-4321"));
    expect(formValue()).toBe("(27) 98765-4321");
  });
});
