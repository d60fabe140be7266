import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type * as z from "@/lib/validation/z";
import { Checkbox } from "@/components/ui/Checkbox";
import { errorPaths, focusFirstError, zodForm } from "@/components/ui/forms";
import { TextField } from "@/components/ui/TextField";
import { landingLeadSchema, MAX_LENGTH, MESSAGES, TEXT_LIMITS, type LandingLeadInput } from "@/lib/validation";

describe("TextField with register()", () => {
  let form: UseFormReturn<LandingLeadInput, unknown, z.output<typeof landingLeadSchema>> | undefined;
  function LeadForm() {
    form = useForm({ ...zodForm(landingLeadSchema), defaultValues: { name: "", email: "", phone: "" } });
    const { register, formState } = form;
    return (
      <form noValidate>
        <TextField {...register("name")} label="Nome completo" autoComplete="name" maxLength={MAX_LENGTH.name} error={formState.errors.name?.message} />
        <TextField
          {...register("email")}
          label="E-mail"
          type="email"
          inputMode="email"
          hint="Enviaremos a confirmação do pedido."
          error={formState.errors.email?.message}
        />
      </form>
    );
  }

  it("labels the input, spreads register's props and wires hint and error", async () => {
    const user = userEvent.setup();
    render(<LeadForm />);
    const name = screen.getByLabelText("Nome completo");
    expect(name).toHaveAttribute("name", "name");
    expect(name).toHaveAttribute("maxlength", String(MAX_LENGTH.name));
    expect(name).toHaveAttribute("autocomplete", "name");
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAccessibleDescription("Enviaremos a confirmação do pedido.");

    await user.type(email, "maria@");
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription(`Enviaremos a confirmação do pedido. ${MESSAGES.emailInvalid}`);
    await user.type(email, "exemplo.com.br");
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
    expect(form?.getValues("email")).toBe("maria@exemplo.com.br");
  });

  it("focusFirstError focuses errors set from a server answer, in the given order", async () => {
    render(<LeadForm />);
    const f = form!;
    act(() => {
      f.setError("email", { type: "server", message: "E-mail já cadastrado." });
      f.setError("name", { type: "server", message: "Nome recusado." });
    });
    // The errors of the latest render, as an effect or an onError callback would see them.
    const latest = form!;
    act(() => {
      expect(focusFirstError(latest.formState.errors, latest.setFocus, ["name", "email", "phone"])).toBe("name");
    });
    // RHF's setFocus focuses on the next task.
    await waitFor(() => expect(screen.getByLabelText("Nome completo")).toHaveFocus());
    expect(await screen.findByText("Nome recusado.")).toBeInTheDocument();
  });
});

describe("errorPaths", () => {
  it("lists nested and array errors, in field order", () => {
    const errors: FieldErrors<{ cep: string; address: { number: string }; schedules: { period: string }[] }> = {
      cep: { type: "custom", message: "x" },
      address: { number: { type: "too_big", message: "y" } },
      schedules: [undefined, { period: { type: "custom", message: "z" } }],
    };
    expect(errorPaths(errors)).toEqual(["cep", "address.number", "schedules.1.period"]);
  });
});

describe("Checkbox", () => {
  it("works with register(), has its label as children and a 44 px row", async () => {
    const user = userEvent.setup();
    let values: { accept: boolean } | undefined;
    function ConsentForm() {
      const { register, watch } = useForm({ defaultValues: { accept: true } });
      values = watch();
      return (
        <Checkbox {...register("accept")} error="Marque para continuar." hint="Você pode cancelar quando quiser.">
          Concordo em receber comunicações de TIM Ultrafibra por SMS e WhatsApp.
        </Checkbox>
      );
    }
    render(<ConsentForm />);
    const box = screen.getByRole("checkbox", { name: /Concordo em receber/ });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Você pode cancelar quando quiser. Marque para continuar.");
    await user.click(screen.getByText(/Concordo em receber/));
    expect(box).not.toBeChecked();
    expect(values?.accept).toBe(false);
  });
});

describe("TextField limit: a long name or complement is never cut without a word", () => {
  function NameForm() {
    const form = useForm({ ...zodForm(landingLeadSchema), mode: "onTouched", defaultValues: { name: "", email: "", phone: "" } });
    return (
      <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <TextField {...form.register("name")} label="Nome completo" limit={TEXT_LIMITS.name} error={form.formState.errors.name?.message} />
        <button type="submit">Enviar</button>
      </form>
    );
  }

  it("keeps everything typed and says the limit as soon as the text passes it; the form refuses it with the same words", async () => {
    const user = userEvent.setup();
    render(<NameForm />);
    const name = screen.getByLabelText("Nome completo");
    expect(name).not.toHaveAttribute("maxlength");
    const long = `Maria ${"a".repeat(MAX_LENGTH.name)}`;
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveValue(long);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(MESSAGES.nameTooLong);
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(MESSAGES.nameTooLong));
    // Back under the limit, the message goes as the visitor types.
    await user.clear(name);
    await user.type(name, "Maria Souza");
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
  });
});
