import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import * as z from "@/lib/validation/z";
import { Button } from "@/components/ui/Button";
import { Checkbox } from "@/components/ui/Checkbox";
import { zodForm } from "@/components/ui/forms";
import { MaskedField } from "@/components/ui/MaskedField";
import {
  cnpjField,
  COVERAGE_FORM_DEFAULTS,
  coverageFormSchema,
  MASKS,
  MESSAGES,
  type CoverageFormOutput,
} from "@/lib/validation";

/** The landing coverage form (marketing §5) built from the primitives, as a page would. */
function CoverageForm({ onValid }: { onValid: (data: CoverageFormOutput) => Promise<void> | void }) {
  const { control, register, handleSubmit, formState } = useForm({
    ...zodForm(coverageFormSchema),
    defaultValues: COVERAGE_FORM_DEFAULTS,
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <MaskedField
        control={control}
        name="cep"
        label="CEP"
        mask={MASKS.cep}
        inputMode="numeric"
        autoComplete="postal-code"
        error={formState.errors.cep?.message}
      />
      <MaskedField control={control} name="phone" label="Telefone com DDD" mask={MASKS.phone} type="tel" inputMode="tel" />
      <Checkbox {...register("acceptPhoneContact")}>
        Concordo em receber comunicações de TIM Ultrafibra por SMS e WhatsApp.
      </Checkbox>
      <Button type="submit" state={formState.isSubmitting ? "loading" : "default"}>
        Consultar Cobertura
      </Button>
    </form>
  );
}

describe("MaskedField in a zod + react-hook-form form", () => {
  it("masks as the visitor types: CEP, landline then mobile phone", async () => {
    const user = userEvent.setup();
    render(<CoverageForm onValid={() => {}} />);
    const cep = screen.getByLabelText("CEP");
    await user.type(cep, "01310100");
    expect(cep).toHaveValue("01310-100");

    const phone = screen.getByLabelText("Telefone com DDD");
    await user.type(phone, "1134567890");
    expect(phone).toHaveValue("(11) 3456-7890");
    await user.clear(phone);
    await user.type(phone, "11987654321");
    expect(phone).toHaveValue("(11) 98765-4321");
  });

  it("shows each Portuguese message next to its field on an empty submit and focuses the first", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CoverageForm onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "Consultar Cobertura" }));

    const cep = screen.getByLabelText("CEP");
    const phone = screen.getByLabelText("Telefone com DDD");
    await waitFor(() => expect(cep).toHaveFocus());
    for (const [input, message] of [
      [cep, MESSAGES.cepRequired],
      [phone, MESSAGES.phoneRequired],
    ] as const) {
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input).toHaveAccessibleDescription(message);
      const error = document.getElementById(input.getAttribute("aria-describedby") ?? "");
      expect(error).toHaveTextContent(message);
      expect(error).toHaveAttribute("aria-live", "polite");
      expect(error).not.toHaveAttribute("role");
    }
    expect(onValid).not.toHaveBeenCalled();
  });

  it("clears a field's error as soon as it is fixed, and submits API values", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CoverageForm onValid={onValid} />);
    await user.click(screen.getByRole("button", { name: "Consultar Cobertura" }));
    const cep = screen.getByLabelText("CEP");
    await screen.findByText(MESSAGES.cepRequired);

    await user.type(cep, "0131");
    expect(await screen.findByText(MESSAGES.cepInvalid)).toBeInTheDocument();
    await user.type(cep, "0100");
    await waitFor(() => expect(cep).not.toHaveAttribute("aria-invalid"));
    expect(cep).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText(MESSAGES.cepInvalid)).toBeNull();
    // The other field keeps its error until it is fixed too.
    expect(screen.getByText(MESSAGES.phoneRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Telefone com DDD"), "11987654321");
    await user.click(screen.getByRole("button", { name: "Consultar Cobertura" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ cep: "01310100", phone: "11987654321", acceptPhoneContact: true });
  });

  it("validates a field when the visitor leaves it (onTouched), not while typing the first time", async () => {
    const user = userEvent.setup();
    render(<CoverageForm onValid={() => {}} />);
    await user.type(screen.getByLabelText("CEP"), "013");
    expect(screen.queryByText(MESSAGES.cepInvalid)).toBeNull();
    await user.tab();
    expect(await screen.findByText(MESSAGES.cepInvalid)).toBeInTheDocument();
  });

  it("does not submit twice while the button is loading (click or Enter)", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onValid = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<CoverageForm onValid={onValid} />);
    await user.type(screen.getByLabelText("CEP"), "01310100");
    await user.type(screen.getByLabelText("Telefone com DDD"), "11987654321");
    const button = screen.getByRole("button", { name: /Consultar Cobertura/ });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    expect(button).toHaveAccessibleName("Consultar Cobertura, carregando");
    expect(button).not.toBeDisabled(); // focus stays on it

    await user.click(button);
    await user.type(screen.getByLabelText("CEP"), "{Enter}");
    expect(onValid).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute("aria-busy"));
  });

  it("keeps the caret where the visitor edits, in the middle of a masked value", async () => {
    const user = userEvent.setup();
    render(<CoverageForm onValid={() => {}} />);
    const phone = screen.getByLabelText<HTMLInputElement>("Telefone com DDD");
    await user.type(phone, "1134567890");
    // Caret after "(11) 3": a 9 there turns the landline into a mobile number.
    await user.type(phone, "9", { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(phone).toHaveValue("(11) 39456-7890");
    expect(phone.selectionStart).toBe(7);
  });

  it("puts a value set from outside through the mask (reset / restored data)", async () => {
    function Restored() {
      const { control } = useForm({ ...zodForm(coverageFormSchema), defaultValues: { ...COVERAGE_FORM_DEFAULTS, cep: "01310100" } });
      return <MaskedField control={control} name="cep" label="CEP" mask={MASKS.cep} />;
    }
    render(<Restored />);
    await waitFor(() => expect(screen.getByLabelText("CEP")).toHaveValue("01310-100"));
  });

  it("uppercases CNPJ letters with the alphanumeric mask", async () => {
    const schema = z.object({ cnpj: cnpjField });
    function CnpjForm() {
      const { control } = useForm({ ...zodForm(schema), defaultValues: { cnpj: "" } });
      return <MaskedField control={control} name="cnpj" label="CNPJ" mask={MASKS.cnpj} />;
    }
    const user = userEvent.setup();
    render(<CnpjForm />);
    const input = screen.getByLabelText("CNPJ");
    await user.type(input, "12abc34501de35");
    expect(input).toHaveValue("12.ABC.345/01DE-35");
  });
});
