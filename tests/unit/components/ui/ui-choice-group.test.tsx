import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/Button";
import { ChoiceGroup } from "@/components/ui/ChoiceGroup";
import { zodForm } from "@/components/ui/forms";
import {
  checkoutDirectDebitSchema,
  checkoutDueDateSchema,
  DUE_DAYS,
  MESSAGES,
  type CheckoutDirectDebitOutput,
  type CheckoutDueDateOutput,
} from "@/lib/validation";

const DUE_OPTIONS = DUE_DAYS.map((day) => ({ value: String(day), label: `Dia ${day}` }));

function DueDateForm({ onValid }: { onValid: (data: CheckoutDueDateOutput) => void }) {
  const { control, handleSubmit } = useForm({ ...zodForm(checkoutDueDateSchema), defaultValues: { dueDay: "" } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <ChoiceGroup control={control} name="dueDay" legend="Dia do vencimento" options={DUE_OPTIONS} columns={3} hint="A fatura vence todo mês neste dia." />
      <Button type="submit">Continuar</Button>
    </form>
  );
}

describe("ChoiceGroup", () => {
  it("is a named radio group of card options", () => {
    render(<DueDateForm onValid={() => {}} />);
    const group = screen.getByRole("radiogroup", { name: "Dia do vencimento" });
    expect(group.tagName).toBe("FIELDSET");
    expect(screen.getAllByRole("radio")).toHaveLength(DUE_DAYS.length);
    expect(screen.getByRole("radio", { name: "Dia 10" })).toHaveAccessibleDescription("A fatura vence todo mês neste dia.");
  });

  it("selects with the keyboard: Tab enters the group, arrows move and select", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<DueDateForm onValid={onValid} />);
    await user.tab();
    expect(screen.getByRole("radio", { name: "Dia 1" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("radio", { name: "Dia 1" })).toBeChecked();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    const ten = screen.getByRole("radio", { name: "Dia 10" });
    expect(ten).toHaveFocus();
    expect(ten).toBeChecked();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "Dia 5" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ dueDay: "5" });
  });

  it("shows the error on an empty submit, focuses the first option, clears once chosen", async () => {
    const user = userEvent.setup();
    render(<DueDateForm onValid={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    const first = screen.getByRole("radio", { name: "Dia 1" });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
    expect(first).toHaveAccessibleDescription(`A fatura vence todo mês neste dia. ${MESSAGES.dueDayRequired}`);

    await user.click(screen.getByText("Dia 20")); // the whole card is the label
    expect(screen.getByRole("radio", { name: "Dia 20" })).toBeChecked();
    await waitFor(() => expect(screen.queryByText(MESSAGES.dueDayRequired)).toBeNull());
    expect(screen.getByRole("radiogroup")).not.toHaveAttribute("aria-invalid");
  });

  it("keeps boolean values (direct debit yes / no) and describes each option", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn<(data: CheckoutDirectDebitOutput) => void>();
    function DirectDebitForm() {
      const { control, handleSubmit } = useForm(zodForm(checkoutDirectDebitSchema));
      return (
        <form noValidate onSubmit={handleSubmit(onValid)}>
          <ChoiceGroup
            control={control}
            name="directDebit"
            legend="Quer ativar o débito automático?"
            options={[
              { value: true, label: "Sim", description: "Pague menos todo mês." },
              { value: false, label: "Não" },
            ]}
            columns={2}
          />
          <Button type="submit">Continuar</Button>
        </form>
      );
    }
    render(<DirectDebitForm />);
    const yes = screen.getByRole("radio", { name: "Sim" });
    expect(yes).toHaveAccessibleDescription("Pague menos todo mês.");
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    expect(await screen.findByText(MESSAGES.directDebitRequired)).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Não" }));
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ directDebit: false });
  });
});
