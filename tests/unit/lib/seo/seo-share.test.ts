// @vitest-environment node
import type { Metadata } from "next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ADDONS, DEFAULT_ADDON, getAddon, type Addon } from "@/lib/addons";
import { getRoute, pathFor, type RouteDef } from "@/lib/routing";
import { BRAND, pageMetadata } from "@/lib/seo";
import { SHARE_IMAGES } from "@/lib/shareImages";

/** The Open Graph and Twitter tags pageMetadata adds for link previews (issue "Orders right the first time"). */

const SITE = "https://www.example.com.br";
const route = (key: string) => getRoute(key) as RouteDef;
const home = route("");
const ALL_IDS = ["", ...Object.keys(ADDONS)];

type OpenGraph = NonNullable<Metadata["openGraph"]> & {
  type?: string;
  url?: string;
  images?: Array<{ url: string; width: number; height: number; alt: string; type: string }>;
};
type Twitter = NonNullable<Metadata["twitter"]> & { card?: string; images?: OpenGraph["images"] };
const og = (addon: Addon, r: RouteDef) => pageMetadata(addon, r).openGraph as OpenGraph;
const twitter = (addon: Addon, r: RouteDef) => pageMetadata(addon, r).twitter as Twitter;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("with SITE_URL", () => {
  beforeEach(() => {
    vi.stubEnv("SITE_URL", SITE);
  });

  it.each(ALL_IDS)("addon '%s': og and twitter title, description and its family's image", (id) => {
    const addon = getAddon(id);
    for (const r of [home, route("consultar-cobertura/cep"), route("checkout/nome"), route("pedido-realizado")]) {
      const meta = pageMetadata(addon, r);
      const graph = og(addon, r);
      expect(graph.type).toBe("website");
      expect(graph.locale).toBe("pt_BR");
      expect(graph.siteName).toBe(BRAND);
      expect(graph.title).toBe(meta.title);
      expect(graph.description).toBe(addon.description);
      expect(graph.images).toEqual([
        {
          url: `${SITE}/og/${addon.shareImage}.png`,
          width: 1200,
          height: 630,
          type: "image/png",
          alt: SHARE_IMAGES[addon.shareImage].alt,
        },
      ]);
      expect(twitter(addon, r)).toEqual({
        card: "summary_large_image",
        title: meta.title,
        description: addon.description,
        images: graph.images,
      });
    }
  });

  it("og:url is the canonical address where there is one, and absent elsewhere", () => {
    expect(og(DEFAULT_ADDON, home).url).toBe("/");
    expect(og(getAddon("b/timblack"), home).url).toBe(pathFor("b/timblack", ""));
    expect(og(getAddon("b/timblack"), home).url).toBe(pageMetadata(getAddon("b/timblack"), home).alternates?.canonical);
    expect(og(getAddon("black-friday"), home).url).toBeUndefined();
    expect(og(getAddon("timpre"), home).url).toBeUndefined();
    expect(og(DEFAULT_ADDON, route("checkout/nome")).url).toBeUndefined();
    expect(og(DEFAULT_ADDON, route("pedido-realizado")).url).toBeUndefined();
  });

  it("the image address is the site's origin, whatever path SITE_URL ends with", () => {
    vi.stubEnv("SITE_URL", `${SITE}/loja/`);
    expect(og(DEFAULT_ADDON, home).images?.[0]?.url).toBe(`${SITE}/og/default.png`);
  });
});

describe("without SITE_URL", () => {
  beforeEach(() => {
    vi.stubEnv("SITE_URL", "");
  });

  it("title, description, type and locale, but no image (it would be relative) and no og:url", () => {
    for (const id of ALL_IDS) {
      const addon = getAddon(id);
      const graph = og(addon, home);
      expect(graph.title, id).toBe(addon.title);
      expect(graph.description, id).toBe(addon.description);
      expect(graph.locale, id).toBe("pt_BR");
      expect(graph.images, id).toBeUndefined();
      expect(graph.url, id).toBeUndefined();
      expect(twitter(addon, home).card, id).toBe("summary");
      expect(twitter(addon, home).images, id).toBeUndefined();
      expect(JSON.stringify(pageMetadata(addon, home)), id).not.toContain("localhost");
    }
  });
});

describe("image family per addon", () => {
  const family = (id: string) => getAddon(id).shareImage;

  it("default storefront and plain variants: the default image", () => {
    for (const id of ["", "b", "c", "d", "r", "rs", "sp", "premium", "livelo", "oferta-colaborador", "migracao-ultrafibra"]) {
      expect(family(id), id).toBe("default");
    }
  });

  it("every TIM mobile variant (and movel-blindagem, for TIM customers): the TIM image", () => {
    for (const addon of Object.values(ADDONS).filter((a) => a.timAddon)) expect(addon.shareImage, addon.id).toBe("tim");
    expect(family("movel-blindagem")).toBe("tim");
  });

  it("every streaming variant: the streaming image; black-friday its own", () => {
    for (const addon of Object.values(ADDONS).filter((a) => a.streaming)) expect(addon.shareImage, addon.id).toBe("streaming");
    expect(family("black-friday")).toBe("black-friday");
  });
});
