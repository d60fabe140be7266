// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { carryTyping, isCarried, takeCarried } from "@/lib/device/carriedTyping";
import { EARLY_SUBMIT_KEEPER, EARLY_SUBMIT_KEY, FORM_ATTRIBUTE, replayCarriedSubmit, replayEarlySubmit } from "@/lib/device/earlySubmit";

/**
 * A step's form left for the same form at another address (the guard's redirect as the step
 * opens) hands on what was typed and a press (lib/device/carriedTyping.ts).
 */
const holder = window as unknown as Record<string, unknown>;

function addressForm(names: string[], values: Record<string, string> = {}): HTMLFormElement {
  const form = document.createElement("form");
  form.setAttribute(FORM_ATTRIBUTE, "");
  for (const name of names) {
    const input = document.createElement("input");
    input.name = name;
    if (name === "noComplement") input.type = "checkbox";
    input.value = values[name] ?? "";
    form.append(input);
  }
  const hidden = Object.assign(document.createElement("input"), { type: "hidden", name: "token" });
  const button = Object.assign(document.createElement("button"), { type: "submit" });
  form.append(hidden, button);
  document.body.append(form);
  form.addEventListener("submit", (e) => e.preventDefault());
  return form;
}

new Function(EARLY_SUBMIT_KEEPER)();

afterEach(() => {
  replayCarriedSubmit(); // settles whatever a test left carried
  delete holder[EARLY_SUBMIT_KEY];
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("typing carried to the next address", () => {
  it("hands each field's text to the first field of its name, once, including what was typed after the move began", () => {
    const left = addressForm(["cep", "number"], { cep: "01310-100" });
    carryTyping(left);
    const number = left.querySelector<HTMLInputElement>("input[name=number]")!;
    number.value = "1000";
    number.dispatchEvent(new Event("input", { bubbles: true }));
    expect(takeCarried("cep")).toEqual({ value: "01310-100", checked: false });
    expect(takeCarried("cep")).toBeUndefined();
    expect(takeCarried("number")?.value).toBe("1000");
    expect(takeCarried("token")).toBeUndefined();
  });

  it("carries a ticked box as ticked", () => {
    const left = addressForm(["cep", "noComplement"]);
    left.querySelector<HTMLInputElement>("input[name=noComplement]")!.checked = true;
    carryTyping(left);
    expect(takeCarried("noComplement")?.checked).toBe(true);
  });

  it("sends a press kept on the form left behind through the form now asking the same fields, once", () => {
    vi.useFakeTimers();
    const left = addressForm(["cep", "number", "complement"]);
    carryTyping(left);
    left.requestSubmit();
    left.remove();
    expect(isCarried(left)).toBe(true);
    // The new page's hydration mark replays presses: this one waits for the step to open.
    replayEarlySubmit();
    expect(holder[EARLY_SUBMIT_KEY]).toBeDefined();
    addressForm(["cep"]); // another form on the page, asking something else
    const arrived = addressForm(["complement", "number", "cep"]);
    const sent = vi.fn((e: Event) => e.preventDefault());
    arrived.addEventListener("submit", sent);
    replayCarriedSubmit();
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
    replayCarriedSubmit();
    vi.runAllTimers();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("sends nothing to a form that asks other fields, nor when nothing was pressed", () => {
    vi.useFakeTimers();
    const left = addressForm(["cep", "number"]);
    carryTyping(left);
    left.requestSubmit();
    left.remove();
    const other = addressForm(["name"]);
    const sent = vi.fn();
    other.addEventListener("submit", sent);
    replayCarriedSubmit();
    vi.runAllTimers();
    expect(sent).not.toHaveBeenCalled();

    const unpressed = addressForm(["cep"]);
    carryTyping(unpressed);
    unpressed.remove();
    const same = addressForm(["cep"]);
    same.addEventListener("submit", sent);
    replayCarriedSubmit();
    vi.runAllTimers();
    expect(sent).not.toHaveBeenCalled();
  });
});
