// @vitest-environment node
import { contentSecurityPolicy } from "@/lib/security/policy";
import { policyForHtml } from "@/server/served-policy";
import { isAllowedSource, parseSources, refusedSourcesMessage, tagSourcesFromEnv } from "@/lib/security/sources";
import { gtmScriptUrlFrom, gtmScriptUrlProblem, httpsScriptUrl } from "@/lib/tags/container-settings";
import { tagSettingsFromEnv as settingsFromEnv, tagSettingsJson } from "@/lib/tags/settings-env";
import { liveloAffiliateSrc } from "@/lib/tracking/livelo";

/** The tag settings, and the hosts they add to the CSP (nothing else, never a keyword). */

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
const DEFAULT = contentSecurityPolicy();

describe("CSP sources from settings", () => {
  it.each([
    "https://www.googletagmanager.com",
    "https://*.google-analytics.com",
    "https://region1.google-analytics.com/g/collect",
    "https://tags.example.com.br:8443",
    "https://127.0.0.1:9443",
  ])("accepts %s", (source) => expect(isAllowedSource(source)).toBe(true));

  it.each([
    "'unsafe-inline'",
    "'unsafe-eval'",
    "unsafe-inline",
    "'strict-dynamic'",
    "'sha256-abc='",
    "'nonce-abc'",
    "*",
    "https:",
    "https://*",
    "https://*.com",
    "data:",
    "blob:",
    "http://www.googletagmanager.com",
    "//www.googletagmanager.com",
    "www.googletagmanager.com",
    "https://a.com;script-src",
    "https://a.com,b.com",
    "https://a.com/x?y=1",
    "https://user@a.com",
    "https://a.com:99999",
    "https://localhost",
  ])("refuses %s", (source) => expect(isAllowedSource(source)).toBe(false));

  it("splits on any whitespace, keeps the good ones once and reports the others", () => {
    expect(parseSources(" https://a.example.com\n'unsafe-inline'  https://a.example.com * ")).toEqual({
      sources: ["https://a.example.com"],
      refused: ["'unsafe-inline'", "*"],
    });
    expect(parseSources(undefined)).toEqual({ sources: [], refused: [] });
  });

  it("without settings the policy is the default one", () => {
    const { extra, refused } = tagSourcesFromEnv({});
    expect(extra).toEqual({});
    expect(refused).toEqual([]);
    expect(contentSecurityPolicy({ extra })).toBe(DEFAULT);
    expect(directive(DEFAULT, "frame-src")).toBe("frame-src 'none'");
  });

  it("GTM_ID alone adds the container's origin to script-src, and only that", () => {
    const { extra } = tagSourcesFromEnv({ GTM_ID: "GTM-TEST123" });
    expect(extra).toEqual({ "script-src": ["https://www.googletagmanager.com"] });
    const policy = contentSecurityPolicy({ scriptHashes: ["sha256-abc"], extra });
    expect(directive(policy, "script-src")).toBe("script-src 'self' https://www.googletagmanager.com 'sha256-abc'");
    const others = (p: string) => p.split("; ").filter((d) => !d.startsWith("script-src "));
    expect(others(policy)).toEqual(others(DEFAULT));
  });

  it("GTM_SCRIPT_URL's origin instead; an invalid id adds nothing", () => {
    expect(tagSourcesFromEnv({ GTM_ID: "GTM-TEST123", GTM_SCRIPT_URL: "https://sgtm.example.com.br/gtm.js" }).extra).toEqual({
      "script-src": ["https://sgtm.example.com.br"],
    });
    const { extra, refused } = tagSourcesFromEnv({ GTM_ID: "gtm-lower" });
    expect(extra).toEqual({});
    expect(refused).toEqual([{ setting: "GTM_ID", value: "gtm-lower" }]);
  });

  it("each setting widens its directive; frame-src leaves 'none' only when set", () => {
    const { extra, refused } = tagSourcesFromEnv({
      GTM_ID: "GTM-TEST123",
      CSP_SCRIPT_SRC: "https://www.googletagmanager.com https://cdn.engage.example.com 'unsafe-eval'",
      CSP_CONNECT_SRC: "https://*.google-analytics.com http://insecure.example.com",
      CSP_IMG_SRC: "https://*.google-analytics.com data:",
      CSP_FRAME_SRC: "https://td.doubleclick.net",
    });
    const policy = policyForHtml("<html><head><script>boot()</script></head></html>", extra);
    expect(directive(policy, "script-src")).toMatch(/^script-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/cdn\.engage\.example\.com 'sha256-[^']+'$/);
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://*.google-analytics.com");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob: https://*.google-analytics.com");
    expect(directive(policy, "frame-src")).toBe("frame-src https://td.doubleclick.net");
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "script-src")).not.toContain("unsafe");
    expect(policy).not.toContain("unsafe-eval");
    expect(refused).toEqual([
      { setting: "CSP_SCRIPT_SRC", value: "'unsafe-eval'" },
      { setting: "CSP_CONNECT_SRC", value: "http://insecure.example.com" },
      { setting: "CSP_IMG_SRC", value: "data:" },
    ]);
    expect(refusedSourcesMessage(refused)).toContain("CSP_SCRIPT_SRC: 'unsafe-eval'; CSP_CONNECT_SRC: http://insecure.example.com");
  });

  it("hosts for any other directive are never added", () => {
    expect(contentSecurityPolicy({ extra: { "default-src": ["https://a.example.com"], "object-src": ["https://a.example.com"] } })).toBe(DEFAULT);
  });
});

describe("GTM_SCRIPT_URL, checked as strictly as the CSP_* sources", () => {
  const PROBE = "https://evil.example;report-uri/gtm.js";

  it.each([
    "https://sgtm.example.com.br/gtm.js",
    "https://sgtm.example.com.br:8443/gtm.js",
    "https://www.googletagmanager.com/gtm.js",
    "https://sgtm.example.com.br",
  ])("accepts %s", (url) => expect(httpsScriptUrl(url)?.href).toBe(new URL(url).href));

  it.each([
    PROBE,
    "https://evil.example,report-uri/gtm.js",
    "https://evil.example report-uri/gtm.js",
    "https://evil.example'/gtm.js",
    'https://evil.example"/gtm.js',
    "https://*.example.com/gtm.js",
    "https://sgtm.example.com.br/gtm.js;script-src",
    "https://sgtm.example.com.br/gtm.js?id=GTM-X",
    "https://sgtm.example.com.br/gtm.js#x",
    "https://user:pass@sgtm.example.com.br/gtm.js",
    "https://sgtm.example.com.br:99999/gtm.js",
    "https://sgtm.example.com.br:0/gtm.js",
    "https://localhost/gtm.js",
    "http://sgtm.example.com.br/gtm.js",
    "//sgtm.example.com.br/gtm.js",
  ])("refuses %s", (url) => expect(httpsScriptUrl(url)).toBeNull());

  it("the probe's value is a reason not to start, naming the rule and not the value", () => {
    const problem = gtmScriptUrlProblem({ GTM_SCRIPT_URL: PROBE });
    expect(problem).toMatch(/^GTM_SCRIPT_URL must be https:\/\/host\[:port\]\[\/path\]/);
    expect(problem).not.toContain("evil.example");
  });

  it("unset or a plain https host is no reason not to start", () => {
    expect(gtmScriptUrlProblem({})).toBeNull();
    expect(gtmScriptUrlProblem({ GTM_SCRIPT_URL: " " })).toBeNull();
    expect(gtmScriptUrlProblem({ GTM_SCRIPT_URL: "https://sgtm.example.com.br:8443/gtm.js" })).toBeNull();
  });

  it("an unsafe value never reaches the page or the CSP: the default container address instead", () => {
    expect(gtmScriptUrlFrom({ GTM_SCRIPT_URL: PROBE })).toBe("https://www.googletagmanager.com/gtm.js");
    expect(tagSourcesFromEnv({ GTM_ID: "GTM-TEST123", GTM_SCRIPT_URL: PROBE }).extra).toEqual({ "script-src": ["https://www.googletagmanager.com"] });
  });

  it("is not among the settings ignored with a warning: it stops the start instead", () => {
    expect(tagSourcesFromEnv({ GTM_ID: "GTM-TEST123", GTM_SCRIPT_URL: PROBE }).refused).toEqual([]);
  });

  it("a port stays in the origin that joins script-src", () => {
    expect(tagSourcesFromEnv({ GTM_ID: "GTM-TEST123", GTM_SCRIPT_URL: "https://sgtm.example.com.br:8443/gtm.js" }).extra).toEqual({
      "script-src": ["https://sgtm.example.com.br:8443"],
    });
  });
});

describe("tag settings", () => {
  it("GTM_ID must look like GTM-…; NEXT_PUBLIC_GTM_ID is its alias", () => {
    expect(settingsFromEnv({}).gtmId).toBeNull();
    expect(settingsFromEnv({ GTM_ID: " GTM-TEST123 " }).gtmId).toBe("GTM-TEST123");
    expect(settingsFromEnv({ NEXT_PUBLIC_GTM_ID: "GTM-AB12" }).gtmId).toBe("GTM-AB12");
    expect(settingsFromEnv({ GTM_ID: "GTM-AB12", NEXT_PUBLIC_GTM_ID: "GTM-CD34" }).gtmId).toBe("GTM-AB12");
    for (const bad of ["UA-1234", "GTM-", "gtm-ab12", "GTM-AB12\"><script>", "G-ABC123"]) expect(settingsFromEnv({ GTM_ID: bad }).gtmId).toBeNull();
  });

  it("script addresses: https or a path of the site; defaults unchanged", () => {
    const d = settingsFromEnv({});
    expect(d.gtmScriptUrl).toBe("https://www.googletagmanager.com/gtm.js");
    expect(d.engagementScriptUrl).toBeNull();
    expect(d.liveloAffiliateScriptUrl).toBe("/scripts/livelo-affiliate.js");
    const set = settingsFromEnv({
      GTM_SCRIPT_URL: "https://sgtm.example.com.br/gtm.js",
      ENGAGEMENT_SCRIPT_URL: "https://cdn.engage.example.com/ue.js?k=1",
      LIVELO_AFFILIATE_SCRIPT_URL: "https://parceiro.livelo.example/afiliado.js",
    });
    expect(set.gtmScriptUrl).toBe("https://sgtm.example.com.br/gtm.js");
    expect(set.engagementScriptUrl).toBe("https://cdn.engage.example.com/ue.js?k=1");
    expect(set.liveloAffiliateScriptUrl).toBe("https://parceiro.livelo.example/afiliado.js");
    const bad = settingsFromEnv({ GTM_SCRIPT_URL: "http://x.example.com/gtm.js", ENGAGEMENT_SCRIPT_URL: "javascript:alert(1)", LIVELO_AFFILIATE_SCRIPT_URL: "//evil.example.com/x.js" });
    expect(bad.gtmScriptUrl).toBe(d.gtmScriptUrl);
    expect(bad.engagementScriptUrl).toBeNull();
    expect(bad.liveloAffiliateScriptUrl).toBe(d.liveloAffiliateScriptUrl);
  });

  it("the page's block holds only what differs from the defaults: none without settings", () => {
    expect(tagSettingsJson(settingsFromEnv({}))).toBeNull();
    expect(tagSettingsJson(settingsFromEnv({ GTM_ID: "GTM-TEST123" }))).toBe('{"gtmId":"GTM-TEST123"}');
    expect(tagSettingsJson(settingsFromEnv({ ENGAGEMENT_SCRIPT_URL: "/ue.js?a=1" }))).toBe('{"engagementScriptUrl":"/ue.js?a=1"}');
    // Nothing in it can end the element: an address with "<" or a quote is refused.
    expect(tagSettingsJson(settingsFromEnv({ ENGAGEMENT_SCRIPT_URL: "/ue.js?a=</script>" }))).toBeNull();
  });

  it("the partner's Livelo address keeps its own query string", () => {
    expect(liveloAffiliateSrc("https://loja.example/livelo/", "https://parceiro.livelo.example/a.js?c=9")).toBe(
      `https://parceiro.livelo.example/a.js?c=9&url=${encodeURIComponent("https://loja.example/livelo/")}`,
    );
  });
});
