import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { BottomSheet } from "@/components/ui/BottomSheet";
import { Drawer, DRAWER_HIDE_MS } from "@/components/ui/Drawer";

function Harness({ sheet = false }: { sheet?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <p>Conteúdo da página</p>
      {sheet ? (
        <BottomSheet open={open} onClose={close} title="Como você quer seguir com a contratação do seu plano?">
          <a href="https://example.test/checkout">Contratar online</a>
          <a href="https://wa.me/5511999990000">Contratar por Whatsapp</a>
        </BottomSheet>
      ) : (
        <Drawer open={open} onClose={close} title="Painel de teste" footer={<button type="button">Rodapé</button>}>
          <a href="#um">Primeiro link</a>
        </Drawer>
      )}
    </>
  );
}

const waitHide = () => act(() => new Promise((resolve) => setTimeout(resolve, DRAWER_HIDE_MS + 50)));

describe("Drawer (marketing §4 'Generic drawer')", () => {
  it("is a labelled modal dialog that takes the focus and makes the page inert", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    const dialog = screen.getByRole("dialog", { name: "Painel de teste" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveFocus();
    // The page behind (the render container) is inert while the drawer is open.
    expect(screen.getByText("Conteúdo da página").closest("[inert]")).not.toBeNull();
  });

  it("closes on Escape, returns the focus to the opener and leaves the page after 550 ms", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Abrir" });
    await user.click(opener);
    await user.keyboard("{Escape}");
    expect(opener).toHaveFocus();
    expect(screen.getByText("Conteúdo da página").closest("[inert]")).toBeNull();
    // Still mounted while it slides out.
    expect(document.querySelector('[data-state="closing"]')).not.toBeNull();
    await waitHide();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("closes on a backdrop click and on the close X", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Abrir" });
    await user.click(opener);
    const backdrop = screen.getByRole("dialog").previousElementSibling as HTMLElement;
    await user.click(backdrop);
    await waitHide();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(opener);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Fechar" }));
    expect(opener).toHaveFocus();
    await waitHide();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("keeps Tab inside the panel", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    const dialog = screen.getByRole("dialog");
    const close = within(dialog).getByRole("button", { name: "Fechar" });
    const footer = within(dialog).getByRole("button", { name: "Rodapé" });
    // jsdom has no layout, so the trap's visibility filter needs boxes.
    for (const el of [close, footer, within(dialog).getByRole("link")]) el.getClientRects = () => [new DOMRect(0, 0, 1, 1)] as unknown as DOMRectList;
    footer.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(footer).toHaveFocus();
  });
});

describe("BottomSheet (marketing §2 'Mobile purchase bottom sheet')", () => {
  it("shows its title and two actions, and closes on Escape", async () => {
    const user = userEvent.setup();
    render(<Harness sheet />);
    await user.click(screen.getByRole("button", { name: "Abrir" }));
    const sheet = screen.getByRole("dialog", { name: "Como você quer seguir com a contratação do seu plano?" });
    expect(within(sheet).getByRole("link", { name: "Contratar online" })).toHaveAttribute("href", "https://example.test/checkout");
    expect(within(sheet).getByRole("link", { name: "Contratar por Whatsapp" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitHide();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
