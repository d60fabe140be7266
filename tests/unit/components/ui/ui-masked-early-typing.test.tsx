import { act, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { MaskedField } from "@/components/ui/MaskedField";
import { MASKS } from "@/lib/validation";

/**
 * The server HTML's field is on screen before the page's script runs (a slow phone): what the
 * visitor types there, or the browser autofills, is the visitor's. Hydration must not erase it;
 * it reaches the form, masked.
 */
function CpfLookup() {
  const { control } = useForm({ defaultValues: { cpf: "" } });
  const cpf = useWatch({ control, name: "cpf" });
  return (
    <form>
      <output data-testid="cpf-value">{cpf}</output>
      <MaskedField control={control} name="cpf" label="CPF" mask={MASKS.cpf} inputMode="numeric" />
    </form>
  );
}

function serverHtml(): HTMLDivElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<CpfLookup />);
  document.body.append(container);
  return container;
}

describe("text typed in a masked field before hydration", () => {
  it("is kept, masked, and is the form's value", async () => {
    const container = serverHtml();
    const input = container.querySelector("input")!;
    input.value = "52998224725";
    await act(async () => {
      hydrateRoot(container, <CpfLookup />);
    });
    await waitFor(() => expect(input.value).toBe("529.982.247-25"));
    expect(container.querySelector("[data-testid=cpf-value]")?.textContent).toBe("529.982.247-25");
  });

  it("an empty field stays empty (the form's default is shown)", async () => {
    const container = serverHtml();
    const input = container.querySelector("input")!;
    await act(async () => {
      hydrateRoot(container, <CpfLookup />);
    });
    expect(input.value).toBe("");
    expect(container.querySelector("[data-testid=cpf-value]")?.textContent).toBe("");
  });
});
