import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { MaskedField } from "@/components/ui/MaskedField";
import { MASKS } from "@/lib/validation";

// imask arrives when the test says so: the field must work, and lose nothing, before it does.
const imask = vi.hoisted(() => {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { loads: vi.fn(), arrived, release };
});
vi.mock("imask", async (importOriginal) => {
  imask.loads();
  await imask.arrived;
  return importOriginal();
});

/** The form's CEP value, as the page's code would read it. */
const formValue = () => screen.getByTestId("cep-value").textContent;
function CepForm({ defaultCep = "" }: { defaultCep?: string }) {
  const { control, reset } = useForm({ defaultValues: { cep: defaultCep, name: "" } });
  const cep = useWatch({ control, name: "cep" });
  return (
    <form>
      <button type="button" onClick={() => reset({ cep: "", name: "" })}>Limpar</button>
      <button type="button" onClick={() => reset({ cep: "01310-100", name: "" })}>Restaurar</button>
      <output data-testid="cep-value">{cep}</output>
      <label>
        Nome <input name="name" />
      </label>
      <MaskedField control={control} name="cep" label="CEP" mask={MASKS.cep} inputMode="numeric" />
    </form>
  );
}

describe("MaskedField loads imask on the first focus", () => {
  it("does not load imask for a visitor who only reads the form", async () => {
    render(<CepForm />);
    await act(async () => {});
    expect(imask.loads).not.toHaveBeenCalled();
  });

  it("keeps what is typed before imask arrives and masks it on arrival", async () => {
    const user = userEvent.setup();
    render(<CepForm />);
    const cep = screen.getByLabelText("CEP");
    await user.click(cep);
    expect(imask.loads).toHaveBeenCalledTimes(1);
    await user.type(cep, "01310100");
    // Not arrived yet: a plain text box, and the form already has the digits.
    expect(cep).toHaveValue("01310100");
    await waitFor(() => expect(formValue()).toBe("01310100"));

    imask.release();
    await waitFor(() => expect(cep).toHaveValue("01310-100"));
    await waitFor(() => expect(formValue()).toBe("01310-100"));
    // From now on the mask formats as the visitor edits.
    await user.clear(cep);
    await user.type(cep, "20040020");
    expect(cep).toHaveValue("20040-020");
    await waitFor(() => expect(formValue()).toBe("20040-020"));
  });

  it("shows a restored value at once and masks it when imask arrives", async () => {
    render(<CepForm defaultCep="01310100" />);
    const cep = screen.getByLabelText("CEP");
    expect(cep).toHaveValue("01310100");
    await waitFor(() => expect(cep).toHaveValue("01310-100"));
    await waitFor(() => expect(formValue()).toBe("01310-100"));
  });

  it("shows a value set from outside again after a reset, even the one typed before", async () => {
    const user = userEvent.setup();
    render(<CepForm />);
    const cep = screen.getByLabelText("CEP");
    await user.type(cep, "01310100");
    await waitFor(() => expect(cep).toHaveValue("01310-100"));
    await user.click(screen.getByRole("button", { name: "Limpar" }));
    await waitFor(() => expect(cep).toHaveValue(""));
    await user.click(screen.getByRole("button", { name: "Restaurar" }));
    await waitFor(() => expect(cep).toHaveValue("01310-100"));
    expect(formValue()).toBe("01310-100");
  });
});
