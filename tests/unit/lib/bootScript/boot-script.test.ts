// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { BOOT_SCRIPT, NATIVE_SUBMIT_GUARD, PREFERENCES_BOOT_SCRIPT } from "@/lib/bootScript";
import { UI_STORAGE_KEY } from "@/lib/store/ui";

/** The inline <head> script: must be plain JavaScript text (it once printed a client reference). */
afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.documentElement.style.fontSize = "";
});

describe("boot script", () => {
  it("is a string of valid JavaScript that runs without throwing", () => {
    expect(typeof BOOT_SCRIPT).toBe("string");
    expect(BOOT_SCRIPT).not.toMatch(/client|Error\(/);
    expect(() => new Function(BOOT_SCRIPT)()).not.toThrow();
  });

  it("applies a stored dark theme and zoom before React", () => {
    localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ state: { theme: "dark", zoom: 125 }, version: 0 }));
    new Function(PREFERENCES_BOOT_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(document.documentElement.style.fontSize).toBe("125%");
  });

  it("leaves the defaults alone (100% zoom, no stored theme, unreadable storage)", () => {
    localStorage.setItem(UI_STORAGE_KEY, JSON.stringify({ state: { zoom: 100 } }));
    new Function(PREFERENCES_BOOT_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(document.documentElement.style.fontSize).toBe("");
    localStorage.setItem(UI_STORAGE_KEY, "{not json");
    expect(() => new Function(PREFERENCES_BOOT_SCRIPT)()).not.toThrow();
  });
});

describe("native submit guard", () => {
  it("cancels a form's native submission (no fields in a GET URL before the form's script is ready)", () => {
    expect(BOOT_SCRIPT).toContain(NATIVE_SUBMIT_GUARD);
    new Function(NATIVE_SUBMIT_GUARD)();
    const form = document.createElement("form");
    form.innerHTML = '<input name="cep" value="01310-100">';
    document.body.appendChild(form);
    let seenByScript = false;
    form.addEventListener("submit", () => (seenByScript = true));
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    // The page's own handler still gets the event.
    expect(seenByScript).toBe(true);
    form.remove();
  });
});
