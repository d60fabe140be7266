import { describe, expect, it } from "vitest";
import {
  ADDON_IDS,
  ADDONS,
  DEFAULT_ADDON,
  MAX_ADDON_DEPTH,
  addonPrefix,
  getAddon,
  isAddon,
  type Addon,
} from "@/lib/addons";
import { coverageHref } from "@/components/landing/sections/urls";
import { showTelevendas } from "@/lib/contact";
import { getRoute, ROUTES, type RouteDef } from "@/lib/routing";

/** marketing §2 "Addon segment", copied from the spec text. */
const SPEC_ADDON_SEGMENT = [
  "timcontrole", "timblack", "timpre", "b", "d", "black-friday", "fluxo", "oferta-colaborador", "r", "b/r",
  "rs", "hbo-max", "paramount", "c", "r2", "r3", "migracao-ultrafibra", "globoplay", "globoplay/timpre",
  "globoplay/timcontrole", "globoplay/timblack", "sp", "es", "b/timblack", "b/timcontrole", "b/timpre",
  "movel-blindagem",
];
/** marketing §2: "Further values seen as the selected variant code: premium, livelo, max." */
const SPEC_FURTHER_VARIANTS = ["premium", "livelo", "max"];
/** marketing §2 "Indexing" names fluxo-online, which is in no other list. */
const INDEXING_ONLY = ["fluxo-online"];

/** The default storefront ("") and every addon of the catalogue. */
const ALL_IDS = ["", ...Object.keys(ADDONS)];

/** Ids (default storefront included, as "") whose addon satisfies the predicate, sorted. */
function idsWhere(pred: (a: Addon) => boolean): string[] {
  return ALL_IDS.filter((id) => pred(getAddon(id))).sort();
}
const sorted = (ids: readonly string[]) => [...ids].sort();

describe("addon catalogue", () => {
  it("holds exactly every addon of marketing §2 plus premium, livelo, max and fluxo-online", () => {
    expect(sorted(Object.keys(ADDONS))).toEqual(
      sorted([...SPEC_ADDON_SEGMENT, ...SPEC_FURTHER_VARIANTS, ...INDEXING_ONLY]),
    );
  });

  it("keys every entry by its own id", () => {
    for (const [key, addon] of Object.entries(ADDONS)) expect(addon.id).toBe(key);
    expect(DEFAULT_ADDON.id).toBe("");
  });

  it("lists ADDON_IDS longest prefix first and covers the catalogue", () => {
    expect(sorted(ADDON_IDS)).toEqual(sorted(Object.keys(ADDONS)));
    const depths = ADDON_IDS.map((id) => id.split("/").length);
    for (let i = 1; i < depths.length; i++) expect(depths[i]).toBeLessThanOrEqual(depths[i - 1] as number);
    expect(MAX_ADDON_DEPTH).toBe(2);
  });

  it("getAddon falls back to the default storefront", () => {
    expect(getAddon("")).toBe(DEFAULT_ADDON);
    expect(getAddon(null)).toBe(DEFAULT_ADDON);
    expect(getAddon(undefined)).toBe(DEFAULT_ADDON);
    expect(getAddon("nao-existe")).toBe(DEFAULT_ADDON);
    expect(getAddon("b/timblack")).toBe(ADDONS["b/timblack"]);
  });

  it("isAddon knows only catalogue ids", () => {
    for (const id of SPEC_ADDON_SEGMENT) expect(isAddon(id)).toBe(true);
    expect(isAddon("")).toBe(false);
    expect(isAddon("checkout")).toBe(false);
    expect(isAddon("toString")).toBe(false);
    expect(isAddon("b/timblack/extra")).toBe(false);
  });

  it("addonPrefix builds '/{addon}' or ''", () => {
    expect(addonPrefix("")).toBe("");
    expect(addonPrefix(DEFAULT_ADDON)).toBe("");
    expect(addonPrefix("b/timblack")).toBe("/b/timblack");
    expect(addonPrefix(getAddon("oferta-colaborador"))).toBe("/oferta-colaborador");
  });
});

describe("marketing §2 banner and page-level calls to action", () => {
  it("hides 'Contratar via WhatsApp' on the banner exactly for the listed variants", () => {
    // "'Contratar via WhatsApp' shows on the banner except for variants timblack, timcontrole, timpre,
    // b/timblack, b/timcontrole, b/timpre, fluxo, es, r3."
    const hidden = ["timblack", "timcontrole", "timpre", "b/timblack", "b/timcontrole", "b/timpre", "fluxo", "es", "r3"];
    expect(idsWhere((a) => !a.showBannerWhatsApp)).toEqual(sorted(hidden));
  });

  it("shows 'Contratar agora' on the banner exactly for es and r3", () => {
    expect(idsWhere((a) => a.showBannerContratarAgora)).toEqual(sorted(["es", "r3"]));
  });

  it("offers 109,99 / 129,99 on the banner for es and r3, else 119,99 / 159,99", () => {
    // marketing §1: "119,99 per month (109,99 for variants es and r3) with a struck-through full price
    // of 159,99 (129,99 for es and r3)"
    for (const id of ALL_IDS) {
      const expected = ["es", "r3"].includes(id)
        ? { price: "109,99", fullPrice: "129,99" }
        : { price: "119,99", fullPrice: "159,99" };
      expect(getAddon(id).bannerOffer, id).toEqual(expected);
    }
  });

  it("shows the collaborator-migration form link only for oferta-colaborador", () => {
    expect(idsWhere((a) => a.showCollaboratorMigrationLink)).toEqual(["oferta-colaborador"]);
  });

  it("shows the livelo points note only for livelo", () => {
    expect(idsWhere((a) => a.livelo)).toEqual(["livelo"]);
  });

  it("gives the variants the spec names their own title and description", () => {
    // "Page title and description vary by addon (for example black-friday, oferta-colaborador, rs, r,
    // hbo-max, paramount, premium)"
    for (const id of ["black-friday", "oferta-colaborador", "rs", "r", "hbo-max", "paramount", "premium"]) {
      expect(getAddon(id).title, `${id} title`).not.toBe(DEFAULT_ADDON.title);
      expect(getAddon(id).description, `${id} description`).not.toBe(DEFAULT_ADDON.description);
    }
  });

  it("every addon has a non-empty title and description", () => {
    for (const id of ALL_IDS) {
      expect(getAddon(id).title.length, id).toBeGreaterThan(0);
      expect(getAddon(id).description.length, id).toBeGreaterThan(0);
    }
  });
});

describe("marketing §2 indexing", () => {
  it("marks exactly the listed variants noindex", () => {
    // "variants b, c, d, r, r2, r3, es, black-friday, fluxo, fluxo-online and oferta-colaborador are
    // marked noindex"
    const noindex = ["b", "c", "d", "r", "r2", "r3", "es", "black-friday", "fluxo", "fluxo-online", "oferta-colaborador"];
    expect(idsWhere((a) => a.indexing === "noindex")).toEqual(sorted(noindex));
  });

  it("marks only timpre noindex with no follow", () => {
    expect(idsWhere((a) => a.indexing === "noindex-nofollow")).toEqual(["timpre"]);
  });

  it("indexes every other page", () => {
    const notIndexed = ["b", "c", "d", "r", "r2", "r3", "es", "black-friday", "fluxo", "fluxo-online", "oferta-colaborador", "timpre"];
    expect(idsWhere((a) => a.indexing === "index")).toEqual(sorted(ALL_IDS.filter((id) => !notIndexed.includes(id))));
  });
});

describe("marketing §2 plan card, coverage CTA, apps, explainer, FAQ", () => {
  it("hides the card WhatsApp link exactly for fluxo, oferta-colaborador, premium, movel-blindagem", () => {
    expect(idsWhere((a) => !a.showCardWhatsApp)).toEqual(
      sorted(["fluxo", "oferta-colaborador", "premium", "movel-blindagem"]),
    );
  });

  it("hides the coverage call to action only on livelo", () => {
    expect(idsWhere((a) => !a.showCoverageCta)).toEqual(["livelo"]);
  });

  it("prefixes the coverage link with every variant's addon ('such as' names examples: docs/decisions/routing.md#0063)", () => {
    // "prefixed with /{addon} when a variant such as oferta-colaborador or movel-blindagem is active"
    expect(coverageHref(getAddon("oferta-colaborador"))).toBe("/oferta-colaborador/consultar-cobertura/cep/");
    expect(coverageHref(getAddon("movel-blindagem"))).toBe("/movel-blindagem/consultar-cobertura/cep/");
    expect(coverageHref(getAddon("es"))).toBe("/es/consultar-cobertura/cep/");
    expect(coverageHref(getAddon("c"))).toBe("/c/consultar-cobertura/cep/");
    expect(coverageHref(getAddon("b/timblack"))).toBe("/b/timblack/consultar-cobertura/cep/");
    for (const addon of Object.values(ADDONS)) expect(coverageHref(addon)).toBe(`/${addon.id}/consultar-cobertura/cep/`);
    expect(coverageHref(DEFAULT_ADDON)).toBe("/consultar-cobertura/cep/");
  });

  it("titles the apps carousel per variant and omits it only for black-friday", () => {
    // "The title is 'Saiba mais sobre os apps', a partner-specific heading for movel-blindagem, and
    // absent for black-friday."
    expect(idsWhere((a) => a.appsTitle === null)).toEqual(["black-friday"]);
    const partner = getAddon("movel-blindagem").appsTitle;
    expect(partner).toBeTruthy();
    expect(partner).not.toBe("Saiba mais sobre os apps");
    for (const id of ALL_IDS.filter((i) => i !== "black-friday" && i !== "movel-blindagem")) {
      expect(getAddon(id).appsTitle, id).toBe("Saiba mais sobre os apps");
    }
  });

  it("hides the explainer banners exactly for hbo-max, paramount, globoplay and movel-blindagem", () => {
    // "Both banners are hidden for hbo-max, paramount, globoplay and movel-blindagem."
    // max is included because marketing §2 maps max to hbo-max (client redirect), so /max/ is the
    // hbo-max page.
    expect(idsWhere((a) => !a.showExplainerBanners)).toEqual(
      sorted(["hbo-max", "max", "paramount", "globoplay", "movel-blindagem"]),
    );
  });

  it("picks the FAQ set per variant", () => {
    // "paramount (5 questions), hbo-max (5 questions), oferta-colaborador (only a button ...), otherwise
    // the general list ... movel-blindagem adds one question". max = hbo-max (client redirect).
    const special: Record<string, string> = {
      paramount: "paramount",
      "hbo-max": "hbo-max",
      max: "hbo-max",
      "oferta-colaborador": "oferta-colaborador",
      "movel-blindagem": "movel-blindagem",
    };
    for (const id of ALL_IDS) expect(getAddon(id).faqSet, id).toBe(special[id] ?? "general");
  });

  it("switches to dark mode only for black-friday", () => {
    expect(idsWhere((a) => a.darkMode)).toEqual(["black-friday"]);
  });

  it("names the streaming service of the streaming variants", () => {
    expect(getAddon("hbo-max").streaming).toBe("hbo-max");
    expect(getAddon("max").streaming).toBe("hbo-max");
    expect(getAddon("paramount").streaming).toBe("paramount");
    expect(getAddon("globoplay").streaming).toBe("globoplay");
    const streamingNamed = /globoplay|hbo-max|paramount|^max$/;
    for (const id of ALL_IDS.filter((i) => !streamingNamed.test(i))) expect(getAddon(id).streaming, id).toBeNull();
  });
});

describe("marketing §4 streaming toggles and plan list filtering", () => {
  it("hides the Max/Paramount toggles for hbo-max and paramount", () => {
    // "the others show when ... the addon is not hbo-max or paramount"; max = hbo-max.
    expect(idsWhere((a) => !a.showStreamingToggles)).toEqual(sorted(["hbo-max", "max", "paramount"]));
  });

  it("also hides the second toggle for premium", () => {
    expect(idsWhere((a) => !a.showSecondStreamingToggle)).toEqual(["premium"]);
  });

  it("removes d300r for r2 and d500b for r and b/r, and for no other addon", () => {
    expect(idsWhere((a) => a.excludedSkus.includes("d300r"))).toEqual(["r2"]);
    expect(idsWhere((a) => a.excludedSkus.includes("d500b"))).toEqual(sorted(["r", "b/r"]));
  });

  it("marks timcontrole, timblack, timpre and their b/ forms as TIM addons", () => {
    expect(idsWhere((a) => a.timAddon)).toEqual(
      sorted(["timcontrole", "timblack", "timpre", "b/timcontrole", "b/timblack", "b/timpre"]),
    );
  });

  it("sorts d1000em then d500em first only for premium", () => {
    expect(getAddon("premium").sortFirstSkus).toEqual(["d1000em", "d500em"]);
    expect(idsWhere((a) => a.sortFirstSkus.length > 0)).toEqual(["premium"]);
  });

  it("renames d2000b to '2 Gigas' only for addon d", () => {
    expect(getAddon("d").planRenames).toEqual({ d2000b: "2 Gigas" });
    expect(idsWhere((a) => Object.keys(a.planRenames).length > 0)).toEqual(["d"]);
  });
});

describe("marketing §9 badges and bonus texts", () => {
  it("hides badges only for livelo", () => {
    expect(idsWhere((a) => a.hideBadges)).toEqual(["livelo"]);
  });

  it("gives every plan 'OFERTA EXCLUSIVA' only on the premium addon", () => {
    expect(idsWhere((a) => a.exclusiveOfferBadge)).toEqual(["premium"]);
  });

  it("marks d700rs 'MAIS VENDIDO' only with addon rs", () => {
    expect(getAddon("rs").bestSellerSku).toBe("d700rs");
    expect(idsWhere((a) => a.bestSellerSku !== null)).toEqual(["rs"]);
  });

  it("shows the mobile bonus text for timcontrole (20 GIGA), timblack and b/timblack (30 GIGA)", () => {
    expect(getAddon("timcontrole").mobileBonusText).toContain("20 GIGA");
    expect(getAddon("timblack").mobileBonusText).toContain("30 GIGA");
    expect(getAddon("b/timblack").mobileBonusText).toContain("30 GIGA");
    expect(idsWhere((a) => a.mobileBonusText !== null)).toEqual(sorted(["timcontrole", "timblack", "b/timblack"]));
  });
});

describe("funnel §7 API aliases, regional offers, bonus ids, lead flags", () => {
  it("maps timcontrole→controle, timblack and b/timblack→black, timpre→pre and sends other ids as they are", () => {
    const aliases: Record<string, string> = {
      timcontrole: "controle",
      timblack: "black",
      "b/timblack": "black",
      timpre: "pre",
    };
    for (const id of Object.keys(ADDONS)) expect(getAddon(id).apiAlias, id).toBe(aliases[id] ?? id);
    expect(DEFAULT_ADDON.apiAlias).toBeNull();
  });

  it("treats r, r2 and b/r as regional offers", () => {
    expect(idsWhere((a) => a.regionalOffer)).toEqual(sorted(["r", "r2", "b/r"]));
  });

  it("treats r, r2, b/r, sp and es as regional offers on lead-v2", () => {
    expect(idsWhere((a) => a.regionalOfferLeadV2)).toEqual(sorted(["r", "r2", "b/r", "sp", "es"]));
  });

  it("sends a fixed bonus plan id for timcontrole, timblack and timpre, and b/timblack's TIM Black one", () => {
    expect(idsWhere((a) => a.bonusPlanId !== null)).toEqual(sorted(["timcontrole", "timblack", "timpre", "b/timblack"]));
    const ids = ["timcontrole", "timblack", "timpre"].map((id) => getAddon(id).bonusPlanId);
    for (const bonus of ids) expect(bonus).toMatch(/\S/);
    // Its cards promise "Até 30 GIGA a mais" (marketing §9): the order carries the bonus.
    expect(getAddon("b/timblack").bonusPlanId).toBe(getAddon("timblack").bonusPlanId);
  });

  it("every card that promises a mobile bonus belongs to an order that sends one", () => {
    for (const addon of Object.values(ADDONS)) {
      if (addon.mobileBonusText) expect(addon.bonusPlanId, addon.id).not.toBeNull();
    }
  });

  it("requires risk validation only for addon c", () => {
    expect(idsWhere((a) => a.riskValidation)).toEqual(["c"]);
  });

  it("flags from_livelo, collaborator_special_offer and premium only on their addon", () => {
    expect(idsWhere((a) => a.fromLivelo)).toEqual(["livelo"]);
    expect(idsWhere((a) => a.collaboratorSpecialOffer)).toEqual(["oferta-colaborador"]);
    expect(idsWhere((a) => a.premium)).toEqual(["premium"]);
  });

  it("requires the collaborator code only on oferta-colaborador", () => {
    expect(idsWhere((a) => a.requiresCollaboratorCode)).toEqual(["oferta-colaborador"]);
  });

  it("runs the combined checkout only for addon b", () => {
    expect(idsWhere((a) => a.combinedCheckout)).toEqual(["b"]);
  });

  it("runs the migration flow only for migracao-ultrafibra", () => {
    expect(idsWhere((a) => a.flow === "migration")).toEqual(["migracao-ultrafibra"]);
  });
});

describe("funnel §2 header and footer contact numbers", () => {
  const home = getRoute("") as RouteDef;
  const renewalRoutes = [...ROUTES.values()].filter((r) => r.key.startsWith("refidelizacao/"));

  it("hides televendas exactly for fluxo, oferta-colaborador and premium outside refidelizacao", () => {
    // "Televendas number: hidden for refidelizacao, fluxo, oferta-colaborador, premium; shown for migration."
    const hidden = ["fluxo", "oferta-colaborador", "premium"];
    for (const id of ALL_IDS) {
      expect(showTelevendas(getAddon(id), home), id).toBe(!hidden.includes(id));
      expect(showTelevendas(getAddon(id), getRoute("checkout/nome") as RouteDef), id).toBe(!hidden.includes(id));
    }
  });

  it("hides televendas on every refidelizacao route whatever the addon", () => {
    expect(renewalRoutes.map((r) => r.key).sort()).toEqual(
      sorted([
        "refidelizacao/consulta-cpf",
        "refidelizacao/ofertas",
        "refidelizacao/confirmacao",
        "refidelizacao/pedido-realizado",
      ]),
    );
    for (const route of renewalRoutes) {
      for (const id of ALL_IDS) expect(showTelevendas(getAddon(id), route), `${id} ${route.key}`).toBe(false);
    }
  });

  it("shows televendas for migracao-ultrafibra", () => {
    const migration = getAddon("migracao-ultrafibra");
    expect(migration.showTelevendas).toBe(true);
    expect(showTelevendas(migration, getRoute("consulta-cpf") as RouteDef)).toBe(true);
  });

  it("hides the support number 103 41 exactly for timblack, b/timblack, timcontrole, timpre", () => {
    expect(idsWhere((a) => !a.showSupportNumber)).toEqual(sorted(["timblack", "b/timblack", "timcontrole", "timpre"]));
  });
});
