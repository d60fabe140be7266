import { afterEach, describe, expect, it } from "vitest";
import { BOOT_SCRIPT, PREFERENCES_BOOT_SCRIPT } from "@/lib/bootScript";
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
