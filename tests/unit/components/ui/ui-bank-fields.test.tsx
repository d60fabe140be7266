import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { BankFields } from "@/components/checkout/payment/PaymentFields";
import { zodForm } from "@/components/ui/forms";
import { checkoutBankAccountSchema, MESSAGES } from "@/lib/validation";

const BANKS = { status: "ready" as const, banks: [{ id: "1", code: "341", name: "Itaú" }], error: null, reload: () => undefined };

function BankForm() {
  const form = useForm({ ...zodForm(checkoutBankAccountSchema()), mode: "onTouched", defaultValues: { bank: "341", agency: "", account: "" } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <BankFields control={form.control} errors={form.formState.errors} banks={BANKS} />
      <button type="submit">Continuar</button>
    </form>
  );
}

describe("bank agency and account: what is too long is said, not cut", () => {
  it("keeps a too-long account as typed and says its limit; the form refuses it with the same words", async () => {
    const user = userEvent.setup();
    render(<BankForm />);
    const account = screen.getByLabelText("Conta corrente");
    await user.type(account, "12345-6789012345");
    expect(account).toHaveValue("12345-6789012345");
    expect(account).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.accountTooLong));
    await user.click(screen.getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(account).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.accountTooLong)));
    expect(account).toHaveAttribute("aria-invalid", "true");
    // Back within the limit, the message goes as the visitor types.
    await user.clear(account);
    await user.type(account, "12345-6");
    await waitFor(() => expect(account).not.toHaveAttribute("aria-invalid"));
  });

  it("keeps a too-long agency as typed and says its limit", async () => {
    const user = userEvent.setup();
    render(<BankForm />);
    const agency = screen.getByLabelText("Agência");
    await user.type(agency, "1234-56");
    expect(agency).toHaveValue("1234-56");
    expect(agency).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.agencyTooLong));
  });
});
