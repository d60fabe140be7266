// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { EARLY_SUBMIT_KEEPER, EARLY_SUBMIT_KEY, FORM_ATTRIBUTE, replayEarlySubmit, takeSent } from "@/lib/device/earlySubmit";

/** A press before hydration is kept by the boot script and sent once React can (lib/device/earlySubmit.ts). */
const holder = window as unknown as Record<string, unknown>;

function form(ours = true): { form: HTMLFormElement; button: HTMLButtonElement } {
  const el = document.createElement("form");
  if (ours) el.setAttribute(FORM_ATTRIBUTE, "");
  const button = document.createElement("button");
  button.type = "submit";
  el.append(button);
  document.body.append(el);
  // The boot guard's part: no native submit in a test either.
  el.addEventListener("submit", (e) => e.preventDefault());
  return { form: el, button };
}

// The keeper is an inline script of every page: run it once here, as the page does.
new Function(EARLY_SUBMIT_KEEPER)();

afterEach(() => {
  delete holder[EARLY_SUBMIT_KEY];
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("a form's press before hydration", () => {
  it("is kept when no React handler saw it, with the button pressed", () => {
    const { form: f, button } = form();
    f.requestSubmit(button);
    expect(holder[EARLY_SUBMIT_KEY]).toEqual([f, button]);
  });

  it("is not kept when ui/Form's handler saw it, nor for a form that is not ours", () => {
    const { form: ours } = form();
    ours.addEventListener("submit", (e) => takeSent(e, ours));
    ours.requestSubmit();
    const { form: theirs } = form(false);
    theirs.requestSubmit();
    expect(holder[EARLY_SUBMIT_KEY]).toBeUndefined();
  });

  it("a later submit React handles drops the kept press: nothing is sent twice", () => {
    const { form: f, button } = form();
    f.requestSubmit(button);
    takeSent(new Event("submit"), f);
    expect(holder[EARLY_SUBMIT_KEY]).toBeUndefined();
  });

  it("is sent again once hydrated, through the same button, once", () => {
    vi.useFakeTimers();
    const { form: f, button } = form();
    f.requestSubmit(button);
    const submitters: (HTMLElement | null)[] = [];
    f.addEventListener("submit", (e) => {
      submitters.push(e.submitter);
      takeSent(e, f);
    });
    replayEarlySubmit();
    replayEarlySubmit();
    vi.runAllTimers();
    expect(submitters).toEqual([button]);
  });

  it("is dropped when its form has left the page", () => {
    vi.useFakeTimers();
    const { form: f } = form();
    f.requestSubmit();
    const spy = vi.spyOn(f, "requestSubmit");
    f.remove();
    replayEarlySubmit();
    vi.runAllTimers();
    expect(spy).not.toHaveBeenCalled();
    expect(holder[EARLY_SUBMIT_KEY]).toBeUndefined();
  });
});
