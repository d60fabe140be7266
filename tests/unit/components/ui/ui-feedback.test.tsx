import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Spinner } from "@/components/ui/Spinner";
import { useStepFocus } from "@/components/ui/useStepFocus";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

describe("Button", () => {
  it("is type=button by default and calls onClick", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continuar</Button>);
    const button = screen.getByRole("button", { name: "Continuar" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("ignores clicks while loading, stays focusable and says it is busy", async () => {
    const onClick = vi.fn();
    render(
      <Button onClick={onClick} state="loading">
        Enviar
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Enviar, carregando" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("shows the success label and the error state", () => {
    const { rerender } = render(
      <Button state="success" successLabel="Enviado!">
        Enviar
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Enviado!" })).toHaveAttribute("data-state", "success");
    rerender(<Button state="error">Tentar de novo</Button>);
    expect(screen.getByRole("button", { name: "Tentar de novo" })).toHaveAttribute("data-state", "error");
  });

  it("renders a link styled as a button with href", () => {
    render(
      <Button href="/planos/" variant="secondary">
        Ver planos
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Ver planos" });
    expect(link).toHaveAttribute("href", "/planos/");
    expect(link).toHaveClass("button", "secondary");
  });
});

describe("FormAlert", () => {
  it("announces a backend error and retries", async () => {
    const onRetry = vi.fn();
    render(<FormAlert message="Erro de rede: sua conexão caiu ou o servidor está fora do ar" onRetry={onRetry} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Erro de rede");
    await userEvent.click(screen.getByRole("button", { name: "Tentar novamente" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The retry button is outside the live region, so its loading text is not announced.
    expect(screen.getByRole("alert")).not.toContainElement(screen.getByRole("button"));
  });

  it("does not retry twice while retrying", async () => {
    const onRetry = vi.fn();
    render(<FormAlert message="O servidor demorou muito pra responder (10s)" onRetry={onRetry} retrying />);
    const button = screen.getByRole("button", { name: /Tentar novamente/ });
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it("has polite info and success tones without a retry", () => {
    render(
      <>
        <FormAlert tone="info" message="Enviamos um código por SMS." />
        <FormAlert tone="success" message="Pedido enviado." />
      </>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getAllByRole("status").map((el) => el.textContent)).toEqual(["Enviamos um código por SMS.", "Pedido enviado."]);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("Spinner", () => {
  it("is a status with a hidden Portuguese label; decorative inside a busy control", () => {
    const { container } = render(
      <>
        <Spinner />
        <Spinner decorative />
      </>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Carregando…");
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});

describe("useStepFocus", () => {
  function Step({ title }: { title: string }) {
    const heading = useStepFocus(title);
    return (
      <main>
        <a href="#">Voltar</a>
        <h1 ref={heading}>{title}</h1>
      </main>
    );
  }

  it("sets the page title and moves focus to the step heading on each step after the first page", () => {
    const { rerender } = render(<Step title="Qual é o seu nome?" />);
    expect(document.title).toBe("Qual é o seu nome? | TIM Ultrafibra");
    // The first page of a visit keeps the browser's own focus order (skip link first).
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).not.toHaveFocus();

    rerender(<Step title="Qual é o seu telefone?" />);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute("tabindex", "-1");

    screen.getByRole("link").focus();
    rerender(<Step title="Seu e-mail" />);
    expect(document.title).toBe("Seu e-mail | TIM Ultrafibra");
    expect(screen.getByRole("heading", { level: 1 })).toHaveFocus();
  });
});
