// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readDeviceSession } from "@/lib/device";
import { loadPreferences, PREFERENCES_SCRIPT } from "@/lib/device/preferences";
import { affiliatePageUrl, injectLiveloAffiliate, LIVELO_AFFILIATE_SCRIPT, liveloAffiliateSrc } from "@/lib/tracking";

/** The two local scripts of marketing §7 and how the page loads them. */
const publicScript = (name: string) => readFileSync(join(process.cwd(), "public/scripts", name), "utf8");
const run = (source: string) => new Function(source)();

function scriptElement(src: string): HTMLScriptElement {
  const el = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (!el) throw new Error(`no script ${src}`);
  return el;
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  delete (window as { __liveloAffiliate?: unknown }).__liveloAffiliate;
});

describe("public/scripts/tim_prefs.js", () => {
  it("fills #user_prefs2 with a short JSON of non-personal preferences", () => {
    document.body.innerHTML = '<input type="hidden" id="user_prefs2">';
    run(publicScript("tim_prefs.js"));
    const value = (document.getElementById("user_prefs2") as HTMLInputElement).value;
    const prefs = JSON.parse(value) as Record<string, string>;
    expect(Object.keys(prefs).sort()).toEqual(["colorScheme", "language", "screen", "timezone"]);
    expect(prefs.colorScheme).toMatch(/^(light|dark)$/);
    expect(value.length).toBeLessThan(300);
  });

  it("creates the field when the page has none", () => {
    run(publicScript("tim_prefs.js"));
    expect((document.getElementById("user_prefs2") as HTMLInputElement).type).toBe("hidden");
  });
});

describe("public/scripts/livelo-affiliate.js", () => {
  it("records the url parameter it was loaded with", () => {
    const script = document.createElement("script");
    script.src = liveloAffiliateSrc("https://loja.example/livelo/?utm_source=livelo");
    vi.spyOn(document, "currentScript", "get").mockReturnValue(script);
    run(publicScript("livelo-affiliate.js"));
    expect((window as { __liveloAffiliate?: unknown }).__liveloAffiliate).toBe("https://loja.example/livelo/?utm_source=livelo");
  });
});

describe("loading them", () => {
  it("the affiliate src carries the encoded page URL, without lead ids or hash", () => {
    expect(affiliatePageUrl("https://loja.example/livelo/checkout/nome/?l=abc&utm_source=x#topo")).toBe(
      "https://loja.example/livelo/checkout/nome/?utm_source=x",
    );
    expect(liveloAffiliateSrc("https://loja.example/livelo/?a=1&b=2")).toBe(
      `${LIVELO_AFFILIATE_SCRIPT}?url=${encodeURIComponent("https://loja.example/livelo/?a=1&b=2")}`,
    );
  });

  it("injectLiveloAffiliate adds the script once per URL; a failure is only logged", async () => {
    const href = "https://loja.example/livelo/?once=1";
    const src = liveloAffiliateSrc(href);
    const first = injectLiveloAffiliate(href);
    void injectLiveloAffiliate(href);
    expect(document.querySelectorAll(`script[src="${src}"]`)).toHaveLength(1);
    scriptElement(src).dispatchEvent(new Event("load"));
    await first;

    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing = liveloAffiliateSrc("https://loja.example/livelo/?fails=1");
    const pending = injectLiveloAffiliate("https://loja.example/livelo/?fails=1");
    scriptElement(failing).dispatchEvent(new Event("error"));
    await expect(pending).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("script de afiliado Livelo não carregou", expect.any(Error));
  });

  it("loadPreferences copies the field into session data; a load failure is only logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    document.body.innerHTML = '<input type="hidden" id="user_prefs2">';
    const failed = loadPreferences();
    scriptElement(PREFERENCES_SCRIPT).dispatchEvent(new Event("error"));
    await failed;
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("tim_prefs.js"), expect.any(Error));
    expect(readDeviceSession().user_prefs2).toBeUndefined();

    // A failed load is forgotten, so the next attempt loads again.
    const loaded = loadPreferences();
    const el = scriptElement(PREFERENCES_SCRIPT);
    (document.getElementById("user_prefs2") as HTMLInputElement).value = '{"language":"pt-BR"}';
    el.dispatchEvent(new Event("load"));
    await loaded;
    expect(readDeviceSession().user_prefs2).toBe('{"language":"pt-BR"}');
  });
});
