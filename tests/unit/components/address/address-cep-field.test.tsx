import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { CepField } from "@/components/address/CepField";
import { cepRefusal } from "@/components/address/cepRefusal";
import { CORREIOS_LOOKUP_URL, CorreiosLink } from "@/components/address/CorreiosLink";
import { apiError } from "@/lib/api/client/result";
import { isCepRefusal } from "@/lib/funnel/migration-cep";

function Form({ hint, error }: { hint?: React.ReactNode; error?: string }) {
  const { control } = useForm({ defaultValues: { cep: "" } });
  return <CepField control={control} name="cep" hint={hint} error={error} />;
}

describe("CepField: the CEP of every address capture", () => {
  it("is labelled CEP, masks 00000-000, asks for digits and postal-code autofill, and links the Correios search as its hint", async () => {
    render(<Form />);
    const cep = screen.getByLabelText("CEP");
    expect(cep).toHaveAttribute("inputmode", "numeric");
    expect(cep).toHaveAttribute("autocomplete", "postal-code");
    await userEvent.setup().type(cep, "01310100");
    expect(cep).toHaveValue("01310-100");
    const link = screen.getByRole("link", { name: "Não sei meu CEP" });
    expect(link).toHaveAttribute("href", CORREIOS_LOOKUP_URL);
    expect(link).toHaveAttribute("target", "_blank");
    // The hint describes the field, so the link is read with it.
    expect(cep.getAttribute("aria-describedby")).toContain(link.parentElement!.id);
  });

  it("shows the host form's error (the field then invalid) and leaves the link out with hint null", () => {
    render(<Form hint={null} error="CEP não encontrado" />);
    const cep = screen.getByLabelText("CEP");
    expect(cep).toHaveAttribute("aria-invalid", "true");
    expect(cep).toHaveAccessibleDescription("CEP não encontrado");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("CorreiosLink reads its new-tab note to screen readers only", () => {
    render(<CorreiosLink newTabNote=" (abre em nova aba)" />);
    expect(screen.getByRole("link", { name: /^Não sei meu CEP\s*\(abre em nova aba\)$/ })).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByText("(abre em nova aba)", { exact: false })).toHaveClass("visually-hidden");
  });
});

describe("cepRefusal: a refusal under the field, a fault for the alert", () => {
  it("marks the CEP field (focused) for an answer about the CEP and returns null", () => {
    const setError = vi.fn();
    expect(cepRefusal(setError, apiError("server", "Cep inválido ou inexistente"))).toBeNull();
    expect(setError).toHaveBeenCalledWith("cep", { message: "Cep inválido ou inexistente" }, { shouldFocus: true });
  });

  it("returns a fault of the server or the connection untouched, the field left valid", () => {
    const setError = vi.fn();
    const fault = apiError("timeout", "A consulta demorou demais.");
    expect(cepRefusal(setError, fault)).toBe(fault);
    expect(setError).not.toHaveBeenCalled();
  });

  it("follows the lookup's own rule where given (the migration's 404 is a refusal)", () => {
    const setError = vi.fn();
    const missing = apiError("http", "CEP não encontrado", 404);
    expect(cepRefusal(setError, missing)).toBe(missing);
    expect(cepRefusal(setError, missing, isCepRefusal)).toBeNull();
    expect(setError).toHaveBeenCalledTimes(1);
  });
});
