import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { MaskedField } from "@/components/ui/MaskedField";
import { MASKS } from "@/lib/validation";

// imask arrives when the test says so: between a select-all and the text that replaces it.
const imask = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock("imask", async (importOriginal) => {
  await imask.arrived;
  return importOriginal();
});

const formValue = () => screen.getByTestId("phone-value").textContent;
function PhoneForm() {
  const { control } = useForm({ defaultValues: { phone: "" } });
  const phone = useWatch({ control, name: "phone" });
  return (
    <form>
      <output data-testid="phone-value">{phone}</output>
      <MaskedField control={control} name="phone" label="Telefone" mask={MASKS.phone} type="tel" />
    </form>
  );
}

describe("a masked field whose text is selected as imask arrives", () => {
  it("keeps the whole text selected, so a new number replaces the old one instead of being refused after it", async () => {
    const user = userEvent.setup();
    render(<PhoneForm />);
    const phone = screen.getByLabelText<HTMLInputElement>("Telefone");
    await user.click(phone);
    await user.type(phone, "21987654321");
    await waitFor(() => expect(formValue()).toBe("21987654321"));
    // Select all (autofill, a password manager, Playwright's fill), then imask arrives.
    phone.setSelectionRange(0, phone.value.length);
    await act(async () => imask.release());
    await waitFor(() => expect(phone).toHaveValue("(21) 98765-4321"));
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([0, phone.value.length]);

    await user.keyboard("21912345678");
    expect(phone).toHaveValue("(21) 91234-5678");
    await waitFor(() => expect(formValue()).toBe("(21) 91234-5678"));
  });
});
