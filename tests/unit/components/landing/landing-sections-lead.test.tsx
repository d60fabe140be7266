import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LandingLeadDrawer } from "@/components/landing/sections/lead/LandingLeadDrawer";
import { CallRequestedDrawer } from "@/components/landing/sections/lead/CallRequestedDrawer";
import { LEAD_SUCCESS_DELAY_MS } from "@/components/landing/sections/lead/LandingLeadDrawer";
import { StoreProvider, usePurchase } from "@/components/providers/StoreProvider";
import { getAddon } from "@/lib/addons";
import { MESSAGES } from "@/lib/validation";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

/** Exposes the purchase store's contact fields to the test. */
let contact: { name: string; email: string; phone: string } = { name: "", email: "", phone: "" };
function Probe() {
  const name = usePurchase((s) => s.name);
  const email = usePurchase((s) => s.email);
  const phone = usePurchase((s) => s.phone);
  useEffect(() => {
    contact = { name, email, phone };
  }, [name, email, phone]);
  return null;
}

function setup(addonId = "b") {
  const onClose = vi.fn();
  window.scrollTo = vi.fn();
  render(
    <StoreProvider>
      <LandingLeadDrawer addon={getAddon(addonId)} open onClose={onClose} />
      <Probe />
    </StoreProvider>,
  );
  const dialog = screen.getByRole("dialog", { name: "Falta pouco! Informe seus dados" });
  return { onClose, dialog, user: userEvent.setup() };
}

afterEach(() => {
  push.mockReset();
  window.history.replaceState(null, "", "/");
});

describe("LandingLeadDrawer (marketing §4-5)", () => {
  it("names every empty field on 'Enviar'", async () => {
    const { dialog, user } = setup();
    await user.click(within(dialog).getByRole("button", { name: "Enviar" }));
    expect(await within(dialog).findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.phoneRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Nome completo")).toHaveAttribute("aria-invalid", "true");
    expect(push).not.toHaveBeenCalled();
  });

  it("rejects a single name, a malformed e-mail and an invalid phone with the spec's message", async () => {
    const { dialog, user } = setup();
    await user.type(within(dialog).getByLabelText("Nome completo"), "Maria");
    await user.type(within(dialog).getByLabelText("E-mail"), "maria@exemplo");
    await user.type(within(dialog).getByLabelText("Telefone com DDD"), "0512345678");
    await user.click(within(dialog).getByRole("button", { name: "Enviar" }));
    expect(await within(dialog).findByText(MESSAGES.nameInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText("Esse número não é válido. Verifique a digitação.")).toBeInTheDocument();
  });

  it("limits the fields to 128, 96 and 15 characters; the name's limit is said, not cut", async () => {
    const { dialog, user } = setup();
    const name = within(dialog).getByLabelText("Nome completo");
    expect(name).not.toHaveAttribute("maxlength");
    await user.click(name);
    await user.paste(`Maria ${"a".repeat(128)}`);
    expect(name).toHaveAccessibleDescription("O nome pode ter no máximo 128 caracteres.");
    expect(within(dialog).getByLabelText("E-mail")).toHaveAttribute("maxlength", "96");
    expect(within(dialog).getByLabelText("Telefone com DDD")).toHaveAttribute("maxlength", "15");
  });

  it("loads, then after 1.2 s closes, saves the contact and goes to nr-imovel with the query", async () => {
    window.history.replaceState(null, "", "/b/?utm_source=news");
    const { dialog, user, onClose } = setup();
    await user.type(within(dialog).getByLabelText("Nome completo"), "Maria da Silva");
    await user.type(within(dialog).getByLabelText("E-mail"), "maria@exemplo.com.br");
    await user.type(within(dialog).getByLabelText("Telefone com DDD"), "11987654321");
    expect(within(dialog).getByLabelText("Telefone com DDD")).toHaveValue("(11) 98765-4321");
    const started = Date.now();
    await user.click(within(dialog).getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(within(dialog).getByRole("button", { name: /Enviar/ })).toHaveAttribute("aria-busy", "true"));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/b/consultar-cobertura/nr-imovel/?utm_source=news"), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LEAD_SUCCESS_DELAY_MS - 50);
    expect(onClose).toHaveBeenCalled();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    await waitFor(() => expect(contact).toEqual({ name: "Maria da Silva", email: "maria@exemplo.com.br", phone: "(11) 98765-4321" }));
  });

  it("goes to the unprefixed nr-imovel on the default storefront", async () => {
    const { dialog, user } = setup("");
    await user.type(within(dialog).getByLabelText("Nome completo"), "José Souza");
    await user.type(within(dialog).getByLabelText("E-mail"), "jose@exemplo.com");
    await user.type(within(dialog).getByLabelText("Telefone com DDD"), "21987654321");
    await user.click(within(dialog).getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(push).toHaveBeenCalledWith("/consultar-cobertura/nr-imovel/"), { timeout: 3000 });
  });

  it("refuses a 10-digit landline: the phone has 11 digits (marketing §5), and keeps it as typed", async () => {
    const { dialog, user } = setup("");
    await user.type(within(dialog).getByLabelText("Nome completo"), "José Souza");
    await user.type(within(dialog).getByLabelText("E-mail"), "jose@exemplo.com");
    const phone = within(dialog).getByLabelText("Telefone com DDD");
    await user.clear(phone);
    await user.type(phone, "2134567890");
    await user.click(within(dialog).getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Esse número não é válido. Verifique a digitação./));
    expect(phone).toHaveValue("(21) 3456-7890");
    expect(push).not.toHaveBeenCalled();
  });
});

describe("CallRequestedDrawer", () => {
  it("confirms the request, names the official 0303 prefix and closes on 'Entendi'", async () => {
    const onClose = vi.fn();
    render(<CallRequestedDrawer open onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Ligação solicitada!" });
    expect(within(dialog).getByText("0303")).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Entendi" }));
    expect(onClose).toHaveBeenCalled();
  });
});
