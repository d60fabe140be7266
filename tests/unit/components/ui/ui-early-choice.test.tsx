import { act, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm, useWatch } from "react-hook-form";
import { afterEach, describe, expect, it } from "vitest";
import { ChoiceGroup } from "@/components/ui/ChoiceGroup";

/**
 * A radio of the server HTML picked before the page's script runs (a slow phone) is the visitor's
 * choice: hydration set the controlled radios from the form's empty value and dropped it
 * (components/ui/useEarlyChoice).
 */
const OPTIONS = [
  { value: "5", label: "Dia 5" },
  { value: "10", label: "Dia 10" },
];

function DueDay() {
  const { control } = useForm({ defaultValues: { dueDay: "" } });
  const dueDay = useWatch({ control, name: "dueDay" });
  return (
    <form>
      <output data-testid="value">{dueDay}</output>
      <ChoiceGroup control={control} name="dueDay" legend="Dia de vencimento" options={OPTIONS} />
    </form>
  );
}

function serverHtml(): HTMLDivElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<DueDay />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
});

describe("a radio picked before hydration", () => {
  it("stays picked and is the form's value", async () => {
    const container = serverHtml();
    const radios = container.querySelectorAll<HTMLInputElement>("input[type=radio]");
    radios[1]!.checked = true;
    await act(async () => {
      hydrateRoot(container, <DueDay />);
    });
    await waitFor(() => expect(container.querySelector("[data-testid=value]")?.textContent).toBe("10"));
    expect(radios[1]!.checked).toBe(true);
  });

  it("is not read once the page is hydrated: a later screen starts from its form's value", async () => {
    document.documentElement.dataset.hydrated = "";
    const container = serverHtml();
    container.querySelectorAll<HTMLInputElement>("input[type=radio]")[1]!.checked = true;
    await act(async () => {
      hydrateRoot(container, <DueDay />);
    });
    expect(container.querySelector("[data-testid=value]")?.textContent).toBe("");
  });
});
