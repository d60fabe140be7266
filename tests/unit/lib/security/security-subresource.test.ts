import { describe, expect, it } from "vitest";
import {
  DOCUMENT_ONLY_HEADERS,
  isBuildSubresource,
  STATIC_SECURITY_HEADERS,
  SUBRESOURCE_SECURITY_HEADERS,
} from "@/lib/security/policy";

describe("security headers of build sub-resources", () => {
  it("takes the build's scripts, stylesheets and fonts, nothing else", () => {
    expect(isBuildSubresource("/_next/static/chunks/2hgesv9mvph1g.js")).toBe(true);
    expect(isBuildSubresource("/_next/static/chunks/1yjuyxt47bn17.css")).toBe(true);
    expect(isBuildSubresource("/_next/static/media/inter_subset.p.34keg-13j1ewb.woff2")).toBe(true);
    // An SVG opened in a tab is a document: it keeps the page headers.
    expect(isBuildSubresource("/_next/static/media/logo.4f1c2a.svg")).toBe(false);
    expect(isBuildSubresource("/")).toBe(false);
    expect(isBuildSubresource("/checkout/cep/")).toBe(false);
    expect(isBuildSubresource("/api/plans/")).toBe(false);
    expect(isBuildSubresource("/scripts/tim_prefs.js")).toBe(false);
    expect(isBuildSubresource("/_next/static/chunks/x.js/evil")).toBe(false);
  });

  it("keeps HSTS and nosniff on them and drops the document-only ones, CSP first", () => {
    expect(SUBRESOURCE_SECURITY_HEADERS.map(([name]) => name)).toEqual(["Strict-Transport-Security", "X-Content-Type-Options"]);
    expect(DOCUMENT_ONLY_HEADERS).toEqual([
      "Content-Security-Policy",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
      "Cross-Origin-Opener-Policy",
    ]);
    // Every page header is either kept or dropped: none is forgotten when one is added.
    const all = ["Content-Security-Policy", ...STATIC_SECURITY_HEADERS.map(([name]) => name)];
    expect([...SUBRESOURCE_SECURITY_HEADERS.map(([name]) => name), ...DOCUMENT_ONLY_HEADERS].sort()).toEqual(all.sort());
  });
});
