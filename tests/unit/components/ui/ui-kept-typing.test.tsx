import { act, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useForm, useWatch } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { Checkbox } from "@/components/ui/Checkbox";
import { TextField } from "@/components/ui/TextField";

/**
 * A registered field of the server HTML, typed in before the page's script runs (a slow phone):
 * register's ref wrote the form's empty default into it as it attached. The text and the tick
 * are the visitor's: kept on screen, and the form's values, dirty, so a store restored later
 * (values + keepDirtyValues) does not overwrite them (components/ui/useKeptTyping).
 */
function NameForm({ restored = "" }: { restored?: string }) {
  const form = useForm({ values: { name: restored, noComplement: false }, resetOptions: { keepDirtyValues: true } });
  const name = useWatch({ control: form.control, name: "name" });
  const noComplement = useWatch({ control: form.control, name: "noComplement" });
  return (
    <form>
      <output data-testid="values">{`${name}|${String(noComplement)}|${String(form.formState.dirtyFields.name ?? false)}`}</output>
      <TextField {...form.register("name")} label="Nome completo" />
      <Checkbox {...form.register("noComplement")} label="Sem complemento" />
    </form>
  );
}

function serverHtml(): HTMLDivElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<NameForm />);
  document.body.append(container);
  return container;
}

const values = (container: HTMLElement) => container.querySelector("[data-testid=values]")?.textContent;

describe("a registered field typed in before hydration", () => {
  it("keeps the text and the tick, and the form holds them as typed", async () => {
    const container = serverHtml();
    const [text, box] = Array.from(container.querySelectorAll("input"));
    text!.value = "Maria Silva";
    box!.checked = true;
    await act(async () => {
      hydrateRoot(container, <NameForm />);
    });
    expect(text!.value).toBe("Maria Silva");
    expect(box!.checked).toBe(true);
    await waitFor(() => expect(values(container)).toBe("Maria Silva|true|true"));
  });

  it("keeps the typed text over a value restored afterwards", async () => {
    const container = serverHtml();
    const text = container.querySelector("input")!;
    text.value = "Maria Silva";
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
    });
    await act(async () => {
      root!.render(<NameForm restored="Ana Souza" />);
    });
    expect(text.value).toBe("Maria Silva");
    expect(values(container)).toBe("Maria Silva|false|true");
  });

  it("an untouched field takes the restored value", async () => {
    const container = serverHtml();
    const text = container.querySelector("input")!;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <NameForm />);
    });
    await act(async () => {
      root!.render(<NameForm restored="Ana Souza" />);
    });
    expect(text.value).toBe("Ana Souza");
  });
});
