import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  LIMITED_COVERAGE_SKUS,
  SCENARIO_CPFS,
  SEED_ADDRESSES,
  SEED_BANKS,
  SEED_BENEFITS,
  SEED_COMPLEMENT_TYPES,
  SEED_MIGRATION_CUSTOMERS,
  SEED_PLANS,
  SEED_REGULATIONS,
  SEED_RENEWAL_CUSTOMERS,
  SEED_SUMMARIES,
  STATIC_CATALOGUES,
} from "@/sandbox/seed";

// vitest runs from the project root (package.json scripts), where public/ lives.
const PUBLIC = join(process.cwd(), "public");

/** CPF check digits, computed independently of the seed. */
function validCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const check = (length: number): number => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] ?? 0) * (length + 1 - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(9) === digits[9] && check(10) === digits[10];
}

/** Marketing §3, word for word. */
const SPEC_SKUS = [
  "d300a", "d300r", "d400r", "d400rt", "d400a", "d500a", "d500b", "d500em", "d600a", "d600ar", "d600asp",
  "d600ar3", "d600b", "d600br", "d600c", "d600cb", "d600gl", "d600gles", "d700a", "d700b", "d700rs", "d1000a",
  "d1000b", "d1000c", "d1000d", "d1000cb", "d1000em", "d2000b",
];

const planBySku = (sku: string) => {
  const plan = SEED_PLANS.find((p) => p.sku === sku);
  if (!plan) throw new Error(`no plan ${sku}`);
  return plan;
};
const planIds = new Set(SEED_PLANS.map((p) => p.id));

describe("validCpf (the test's own check)", () => {
  it("accepts known valid CPFs and rejects wrong check digits and repeated digits", () => {
    expect(validCpf("52998224725")).toBe(true);
    expect(validCpf("11144477735")).toBe(true);
    expect(validCpf("52998224724")).toBe(false);
    expect(validCpf("11111111111")).toBe(false);
    expect(validCpf("1234567890")).toBe(false);
  });
});

describe("seed plans", () => {
  it("has every sku of marketing §3 exactly once", () => {
    for (const sku of SPEC_SKUS) expect(SEED_PLANS.filter((p) => p.sku === sku), sku).toHaveLength(1);
  });

  it("has unique ids and skus, ids being p- + sku", () => {
    expect(planIds.size).toBe(SEED_PLANS.length);
    expect(new Set(SEED_PLANS.map((p) => p.sku)).size).toBe(SEED_PLANS.length);
    for (const p of SEED_PLANS) expect(p.id).toBe(`p-${p.sku}`);
  });

  it("uses the prices of marketing §9", () => {
    const prices: Record<string, [string, string]> = {
      d600gl: ["119.99", "159.99"],
      d600b: ["119.99", "159.99"],
      d600c: ["129.99", "169.99"],
      d1000a: ["139.99", "189.99"],
      d1000c: ["149.99", "199.99"],
      d1000d: ["159.99", "219.99"],
      d600gles: ["109.99", "129.99"],
    };
    for (const [sku, [dacc, full]] of Object.entries(prices)) {
      expect(planBySku(sku).price_with_dacc, sku).toBe(dacc);
      expect(planBySku(sku).price_full, sku).toBe(full);
    }
  });

  it("writes prices as dot decimals, direct debit cheapest and the struck price highest", () => {
    for (const p of SEED_PLANS) {
      for (const value of [p.price, p.price_full, p.price_with_dacc]) expect(value, p.sku).toMatch(/^\d+\.\d{2}$/);
      expect(Number(p.price_with_dacc), p.sku).toBeLessThan(Number(p.price));
      expect(Number(p.price), p.sku).toBeLessThanOrEqual(Number(p.price_full));
    }
  });

  it("has the speeds of marketing §9", () => {
    const speeds: Record<string, [number, number]> = {
      "300": [300, 150],
      "400": [400, 200],
      "500": [500, 250],
      "600": [600, 300],
      "700": [700, 350],
      "1000": [1000, 500],
      "2000": [2000, 1000],
    };
    for (const sku of SPEC_SKUS) {
      const group = /^d(\d+)/.exec(sku)?.[1] ?? "";
      expect([planBySku(sku).plan_download, planBySku(sku).plan_upload], sku).toEqual(speeds[group]);
    }
  });

  it("names plans so the card can split title and subtitle at Mega or Giga", () => {
    for (const p of SEED_PLANS) expect(p.plan, p.sku).toMatch(/^\d+ (Mega|Giga)\b/);
    expect(planBySku("d1000c").plan).toBe("1 Giga Paramount+");
  });

  it("carries the subscriptions per sku", () => {
    const expected: Record<string, string> = {
      d600b: "paramount",
      d600br: "paramount",
      d1000c: "paramount",
      d600c: "max",
      d1000d: "max",
      d2000b: "max-paramount",
      d600gl: "globo-play",
      d600gles: "globo-play",
      d500b: "hbo-deezer",
      d1000b: "hbo-deezer",
    };
    for (const sku of SPEC_SKUS) {
      const slugs = planBySku(sku).subscriptions.map((s) => s.slug);
      expect(slugs, sku).toEqual(expected[sku] ? [expected[sku]] : []);
    }
    expect(planBySku("d2000b").subscriptions[0]?.name).toBe("MAX + Paramount");
  });

  it("gives every plan Wi-Fi 6 and only benefits of the catalogue, with their catalogue names", () => {
    const names = new Map(SEED_BENEFITS.map((b) => [b.slug, b.benefit]));
    for (const p of SEED_PLANS) {
      expect(p.benefits.map((b) => b.slug), p.sku).toContain("wifi6");
      for (const b of p.benefits) expect(b.benefit, `${p.sku} ${b.slug}`).toBe(names.get(b.slug));
    }
    expect(planBySku("d600gl").benefits.map((b) => b.slug)).toContain("globo-play");
    expect(planBySku("d2000b").benefits.map((b) => b.slug)).toEqual(expect.arrayContaining(["MAX", "paramount-plus"]));
  });

  it("shows the retail plans on the landing page, with Livelo points, and the premium ones without", () => {
    const retail = ["d500a", "d600gl", "d600b", "d600c", "d700a", "d1000a", "d1000c", "d1000d", "d2000b"];
    const premium = ["d500em", "d600cb", "d1000cb", "d1000em"];
    expect(SEED_PLANS.filter((p) => p.showOnLanding).map((p) => p.sku).sort()).toEqual([...retail, ...premium].sort());
    for (const p of SEED_PLANS) expect(p.livelo_dacc_points !== null, p.sku).toBe(retail.includes(p.sku));
  });

  it("schedules installation on the 700, 1 Giga, 2 Giga and d600gl plans", () => {
    for (const sku of SPEC_SKUS) {
      const expected = /^d(700|1000|2000)/.test(sku) || sku === "d600gl";
      expect(planBySku(sku).installationSchedule, sku).toBe(expected);
    }
  });

  it("has renewal and migration offer plans apart from the catalogue skus", () => {
    expect(SEED_PLANS.some((p) => p.plan_type === "refidel")).toBe(true);
    expect(SEED_PLANS.some((p) => p.plan_type === "migration")).toBe(true);
    for (const sku of SPEC_SKUS) expect(planBySku(sku).plan_type, sku).toBeNull();
  });
});

describe("seed benefits", () => {
  it("has the catalogue of funnel §3 once each, enabled, with the images", () => {
    const slugs = [
      "MAX", "paramount-plus", "globo-play", "seguranca-digital", "babbel", "aya-books", "games-club", "looke",
      "aya-ensinah", "aya-bancah", "wifi6", "deezer", "band-sports", "band-news",
    ];
    expect(SEED_BENEFITS.map((b) => b.slug).sort()).toEqual([...slugs].sort());
    expect(new Set(SEED_BENEFITS.map((b) => b.id)).size).toBe(SEED_BENEFITS.length);
    for (const b of SEED_BENEFITS) {
      expect(b.enabled).toBe(true);
      expect(b.imageLight).toBe(`/benefits/${b.slug}.svg`);
      expect(b.imageDark !== undefined, b.slug).toBe(["deezer", "MAX", "looke"].includes(b.slug));
      expect(b.description.length, b.slug).toBeGreaterThan(40);
    }
  });

  it("shows the names of marketing §3", () => {
    const name = (slug: string) => SEED_BENEFITS.find((b) => b.slug === slug)?.benefit;
    expect(name("aya-bancah")).toBe("Bancah");
    expect(name("aya-books")).toBe("Aya Books");
    expect(name("babbel")).toBe("Babbel");
    expect(name("games-club")).toBe("TIM Games Club");
    expect(name("wifi6")).toBe("Wi-Fi 6");
    expect(SEED_BENEFITS.find((b) => b.slug === "wifi6")?.description).toMatch(/40%.*WPA-3/s);
  });
});

describe("seed customers and scenarios", () => {
  const scenarioCpfs = Object.values(SCENARIO_CPFS);
  const customerCpfs = [...SEED_RENEWAL_CUSTOMERS, ...SEED_MIGRATION_CUSTOMERS].map((c) => c.cpf);

  it("uses only CPFs with valid check digits", () => {
    for (const cpf of [...scenarioCpfs, ...customerCpfs]) expect(validCpf(cpf), cpf).toBe(true);
  });

  it("keeps scenario CPFs distinct, and customer CPFs distinct", () => {
    expect(new Set(scenarioCpfs).size).toBe(scenarioCpfs.length);
    expect(new Set(customerCpfs).size).toBe(customerCpfs.length);
  });

  it("points the customer scenarios at the right customers, and the others at no customer", () => {
    const renewal = (cpf: string) => SEED_RENEWAL_CUSTOMERS.find((c) => c.cpf === cpf);
    expect(renewal(SCENARIO_CPFS.renewal)?.offers).toHaveLength(2);
    expect(renewal(SCENARIO_CPFS.renewalNoOffers)?.offers).toEqual([]);
    expect(SEED_MIGRATION_CUSTOMERS.find((c) => c.cpf === SCENARIO_CPFS.migration)?.offers.length).toBeGreaterThan(0);
    const { riskQuiz, riskRejected, fault500, faultSlow } = SCENARIO_CPFS;
    for (const cpf of [riskQuiz, riskRejected, fault500, faultSlow]) expect(customerCpfs, cpf).not.toContain(cpf);
  });

  it("has at least 2 renewal customers with offers, 1 without, and 2 migration customers", () => {
    expect(SEED_RENEWAL_CUSTOMERS.filter((c) => c.offers.length === 2).length).toBeGreaterThanOrEqual(2);
    expect(SEED_RENEWAL_CUSTOMERS.filter((c) => c.offers.length === 0).length).toBeGreaterThanOrEqual(1);
    expect(SEED_MIGRATION_CUSTOMERS.length).toBeGreaterThanOrEqual(2);
  });

  it("offers existing plans of the right type, at known addresses", () => {
    const typeOf = (id: string) => SEED_PLANS.find((p) => p.id === id)?.plan_type;
    for (const c of SEED_RENEWAL_CUSTOMERS) for (const id of c.offers) expect(typeOf(id), id).toBe("refidel");
    for (const c of SEED_MIGRATION_CUSTOMERS) {
      for (const id of c.offers) expect(typeOf(id), id).toBe("migration");
      expect(SEED_ADDRESSES.some((a) => a.cep === c.address.cep && a.coverage === "full"), c.address.cep).toBe(true);
    }
  });

  it("has 11-digit phones", () => {
    for (const c of [...SEED_RENEWAL_CUSTOMERS, ...SEED_MIGRATION_CUSTOMERS]) expect(c.phone).toMatch(/^\d{11}$/);
  });
});

describe("seed catalogues", () => {
  it("has the files of funnel §7, plans.json the default", () => {
    expect(STATIC_CATALOGUES["plans.json"]?.length).toBeGreaterThan(0);
    for (const file of ["timblack.json", "b.json", "r.json", "premium.json", "livelo.json"]) {
      expect(Object.keys(STATIC_CATALOGUES)).toContain(file);
    }
  });

  it("lists only existing skus, once each", () => {
    const skus = new Set(SEED_PLANS.map((p) => p.sku));
    for (const [file, list] of Object.entries(STATIC_CATALOGUES)) {
      expect(new Set(list).size, file).toBe(list.length);
      for (const sku of list) expect(skus.has(sku), `${file}: ${sku}`).toBe(true);
    }
    for (const sku of LIMITED_COVERAGE_SKUS) expect(skus.has(sku), sku).toBe(true);
  });
});

describe("seed banks", () => {
  it("has unique 3-digit COMPE codes, id = code", () => {
    expect(new Set(SEED_BANKS.map((b) => b.code)).size).toBe(SEED_BANKS.length);
    for (const b of SEED_BANKS) {
      expect(b.code).toMatch(/^\d{3}$/);
      expect(b.id).toBe(b.code);
    }
    expect(SEED_BANKS.find((b) => b.code === "341")?.name).toMatch(/Itaú/);
  });
});

describe("seed regulations and summaries", () => {
  const docs = [...SEED_REGULATIONS, ...SEED_SUMMARIES];

  it("has unique ids, /docs/{id}.pdf urls and the privacy policy", () => {
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    for (const d of docs) expect(d.url).toBe(`/docs/${d.id}.pdf`);
    expect(docs.some((d) => d.id === "privacidade")).toBe(true);
    expect(docs.some((d) => d.collaboratorOnly)).toBe(true);
  });

  it("has a valid one-page PDF in public/ for every url and for the migration FAQ", () => {
    for (const url of [...docs.map((d) => d.url), "/faq-migracao.pdf"]) {
      const path = join(PUBLIC, url);
      expect(existsSync(path), url).toBe(true);
      const text = readFileSync(path).toString("latin1");
      expect(text.startsWith("%PDF-1."), url).toBe(true);
      expect(text.trimEnd().endsWith("%%EOF"), url).toBe(true);
      // startxref must point at the xref table, and each object's offset at "n 0 obj".
      const xref = Number(/startxref\s+(\d+)/.exec(text)?.[1]);
      expect(text.startsWith("xref", xref), url).toBe(true);
      const entries = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(entries.length, url).toBeGreaterThan(0);
      entries.forEach((offset, i) => expect(text.startsWith(`${i + 1} 0 obj`, offset), `${url} obj ${i + 1}`).toBe(true));
      expect(text).toMatch(/\/Count 1\b/);
    }
  });
});

describe("seed coverage", () => {
  it("has at least 12 unique 8-digit CEPs across at least 6 states", () => {
    expect(SEED_ADDRESSES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SEED_ADDRESSES.map((a) => a.cep)).size).toBe(SEED_ADDRESSES.length);
    for (const a of SEED_ADDRESSES) expect(a.cep).toMatch(/^\d{8}$/);
    expect(new Set(SEED_ADDRESSES.map((a) => a.uf)).size).toBeGreaterThanOrEqual(6);
  });

  it("has the scenario CEPs of the brief", () => {
    const at = (cep: string) => SEED_ADDRESSES.find((a) => a.cep === cep);
    for (const cep of ["01310100", "20040002", "30130010", "80010000", "90010000", "50010000", "13010000", "22041001"]) {
      expect(at(cep)?.coverage, cep).toBe("full");
    }
    expect(at("70070100")).toMatchObject({ coverage: "full", isBlockAllotment: true, uf: "DF" });
    expect(at("40010000")?.coverage).toBe("limited");
    expect(at("69900000")?.coverage).toBe("none");
    expect(at("64000000")?.coverage).toBe("none");
    expect(LIMITED_COVERAGE_SKUS).not.toContain("d1000c");
  });

  it("has complement types for every infraco in use", () => {
    for (const a of SEED_ADDRESSES) expect(SEED_COMPLEMENT_TYPES[a.infraco]?.length, a.infraco).toBeGreaterThan(0);
  });
});
