import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { zodForm } from "@/components/ui/forms";
import { PhoneField } from "@/components/ui/PhoneField";
import { callbackSchema, MAX_LENGTH } from "@/lib/validation";

function Form({ label }: { label?: string }) {
  const { control } = useForm({ ...zodForm(callbackSchema), defaultValues: { phone: "" } });
  return <PhoneField control={control} name="phone" label={label} />;
}

describe("PhoneField (the phone field of every form)", () => {
  it("is a phone input with the phone keypad, national-number autofill and the mask's length", () => {
    render(<Form />);
    const input = screen.getByLabelText("Telefone com DDD");
    expect(input).toHaveAttribute("type", "tel");
    expect(input).toHaveAttribute("inputmode", "tel");
    expect(input).toHaveAttribute("autocomplete", "tel-national");
    expect(input).toHaveAttribute("maxlength", String(MAX_LENGTH.phone));
  });

  it("masks mobile and landline numbers as typed, under the label the form gives", async () => {
    const user = userEvent.setup();
    render(<Form label="Celular com DDD" />);
    const input = screen.getByLabelText("Celular com DDD");
    await user.type(input, "11987654321");
    expect(input).toHaveValue("(11) 98765-4321");
    await user.clear(input);
    await user.type(input, "1134567890");
    expect(input).toHaveValue("(11) 3456-7890");
  });
});
