import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import {
  AppsSection,
  CoverageCta,
  ExplainerSection,
  FormTitle,
  LoyaltySteps,
  PartnerMobileSection,
  StreamingHero,
  StreamingSection,
} from "@/components/landing/sections";
import { Banner } from "@/components/landing/Banner";
import { HeroNotes } from "@/components/landing/HeroNotes";
import { CALLS } from "@/lib/api/contract";
import { addonPlans } from "@/sandbox/catalogue";
import { resolveMinicards } from "@/components/landing/sections/streaming/minicards";
import { getAddon } from "@/lib/addons";
import type { Benefit, Plan } from "@/lib/api/contract";
import { GIGA_MINICARDS, GLOBOPLAY_MINICARD } from "@/lib/content/streaming";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

const plan = (sku: string, name: string, dacc: string, full: string): Plan => ({
  id: `p-${sku}`,
  sku,
  plan: name,
  price_with_dacc: dacc,
  price_full: full,
});

const PLANS: Plan[] = [
  plan("d600gl", "700 Mega com Globoplay", "119.99", "159.99"),
  plan("d700a", "700 Mega", "119.99", "159.99"),
  plan("d1000a", "1 Giga", "139.99", "189.99"),
  plan("d1000c", "1 Giga Paramount+", "149.99", "199.99"),
  plan("d2000b", "2 Giga", "199.99", "299.99"),
];

const benefit = (slug: string, name: string): Benefit => ({
  id: `b-${slug}`,
  slug,
  benefit: name,
  description: `${name} descrição`,
  imageLight: `/benefits/${slug}.svg`,
});
const BENEFITS: Benefit[] = [
  benefit("MAX", "HBO Max"),
  benefit("paramount-plus", "Paramount+"),
  benefit("babbel", "Babbel"),
  benefit("wifi6", "Wi-Fi 6"),
];

describe("ExplainerSection (id=sobre)", () => {
  it("shows the CNPJ and 2 Giga banners on the default landing, the 2 Giga link by sku d2000b", () => {
    render(<ExplainerSection addon={getAddon("b")} plans={PLANS} />);
    expect(document.getElementById("sobre")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Conheça os planos" })).toHaveAttribute("href", "#planos");
    expect(screen.getByRole("heading", { name: /Tem CNPJ/ })).toBeInTheDocument();
    expect(screen.getByText(/119,99/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Assine com streaming no pacote!" })).toHaveAttribute("href", "/b/checkout/cep/?s=d2000b");
  });

  it.each(["hbo-max", "paramount", "globoplay", "movel-blindagem"])("hides both banners on %s", (id) => {
    render(<ExplainerSection addon={getAddon(id)} plans={PLANS} />);
    expect(screen.queryByRole("heading", { name: /Tem CNPJ/ })).toBeNull();
    expect(screen.queryByRole("link", { name: "Assine com streaming no pacote!" })).toBeNull();
    expect(screen.getAllByRole("listitem").length).toBeGreaterThan(0);
  });
});

describe("CoverageCta", () => {
  it("links to /consultar-cobertura/cep/ on the default storefront", () => {
    render(<CoverageCta addon={getAddon("")} />);
    expect(screen.getByRole("link", { name: "Consultar cobertura" })).toHaveAttribute("href", "/consultar-cobertura/cep/");
  });

  // "such as oferta-colaborador or movel-blindagem": examples, every variant keeps it.
  it.each(["oferta-colaborador", "movel-blindagem", "b", "c", "es"])("keeps the /%s prefix", (id) => {
    render(<CoverageCta addon={getAddon(id)} variant="card" />);
    expect(screen.getByRole("link", { name: "Consultar cobertura" })).toHaveAttribute("href", `/${id}/consultar-cobertura/cep/`);
  });

  it("is hidden on livelo, both variants", () => {
    const { container } = render(
      <>
        <CoverageCta addon={getAddon("livelo")} />
        <CoverageCta addon={getAddon("livelo")} variant="card" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("AppsSection", () => {
  it("titles the carousel 'Saiba mais sobre os apps', without Wi-Fi 6, with 'Ver Planos' for Paramount+ and Max", () => {
    render(<AppsSection addon={getAddon("")} benefits={BENEFITS} />);
    expect(screen.getByRole("heading", { level: 2, name: "Saiba mais sobre os apps" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Wi-Fi 6" })).toBeNull();
    expect(screen.getByRole("link", { name: /^Ver Planos\s*com Paramount\+$/ })).toHaveAttribute("href", "/paramount/");
    expect(screen.getByRole("link", { name: /^Ver Planos\s*com HBO Max$/ })).toHaveAttribute("href", "/max/");
    expect(screen.queryByRole("link", { name: /Ver Planos com Babbel/ })).toBeNull();
  });

  it("has the partner heading on movel-blindagem, and no visible title on black-friday", () => {
    const { unmount } = render(<AppsSection addon={getAddon("movel-blindagem")} benefits={BENEFITS} />);
    expect(screen.getByRole("heading", { level: 2, name: getAddon("movel-blindagem").appsTitle! })).toBeInTheDocument();
    unmount();
    render(<AppsSection addon={getAddon("black-friday")} benefits={BENEFITS} />);
    expect(screen.queryByText("Saiba mais sobre os apps")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Apps inclusos" })).toHaveClass("visually-hidden");
    expect(screen.getByRole("link", { name: /^Ver Planos\s*com Paramount\+$/ })).toBeInTheDocument();
  });

  it("carries the visitor's query string on 'Ver Planos'", () => {
    window.history.replaceState(null, "", "/?utm_source=news");
    render(<AppsSection addon={getAddon("")} benefits={BENEFITS} />);
    expect(screen.getByRole("link", { name: /^Ver Planos\s*com Paramount\+$/ })).toHaveAttribute("href", "/paramount/?utm_source=news");
    window.history.replaceState(null, "", "/");
  });
});

describe("per-addon sections", () => {
  it("partner mobile section only on movel-blindagem, with two plan cards and the prefixed coverage link", () => {
    const { container, unmount } = render(<PartnerMobileSection addon={getAddon("")} plans={PLANS} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(<PartnerMobileSection addon={getAddon("movel-blindagem")} plans={PLANS} />);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["700 Mega", "1 Giga", "Wi-Fi 6 incluso"]);
    expect(screen.getByRole("link", { name: "Consultar cobertura" })).toHaveAttribute("href", "/movel-blindagem/consultar-cobertura/cep/");
  });

  it("loyalty steps only on livelo: four steps, points within 30 days", () => {
    const { container, unmount } = render(<LoyaltySteps addon={getAddon("b")} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(<LoyaltySteps addon={getAddon("livelo")} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByText(/até 30 dias após a instalação/)).toBeInTheDocument();
  });

  it("streaming hero: HBO Max points and Paramount+ three numbered points; nothing elsewhere", () => {
    const { unmount } = render(<StreamingHero addon={getAddon("hbo-max")} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("HBO Max");
    for (const text of ["Adicione aos planos de 600 Mega e 1 Giga", "Já incluso no plano de 2 Giga", "Imagem em Full HD", "Até 2 telas ao mesmo tempo"]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    unmount();
    const paramount = render(<StreamingHero addon={getAddon("paramount")} headingLevel={2} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Paramount+");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Confira os Planos" })).toBeInTheDocument();
    paramount.unmount();
    const { container } = render(<StreamingHero addon={getAddon("globoplay")} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("form title: pre-title, heading, consumer-month seal", () => {
    render(<FormTitle preTitle="Cobertura" title="Consulte seu CEP" logo="consumer-month" />);
    expect(screen.getByText("Cobertura")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Consulte seu CEP" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Mês do Consumidor" })).toBeInTheDocument();
  });
});

describe("streaming section", () => {
  it("minicards: 700 Mega with Globoplay, then the 1 Giga list, 'De R$' and 'Por' prices, addon-prefixed links", () => {
    render(<StreamingSection addon={getAddon("b")} plans={PLANS} />);
    const links = screen.getAllByRole("link", { name: /^Contratar agora/ });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/b/checkout/cep/?s=d600gl", "/b/checkout/cep/?s=d1000a", "/b/checkout/cep/?s=d1000c"]);
    // Exact texts, with the non-breaking space after R$ (marketing §9).
    const struck = [...document.querySelectorAll("s")].map((s) => s.textContent);
    expect(struck).toEqual(["De R$\u00a0159,99", "De R$\u00a0189,99", "De R$\u00a0199,99"]);
    expect(screen.getAllByText(/^Por/).map((p) => p.textContent)).toContain("Por R$\u00a0139,99/mês");
  });

  it("falls back to the default offers without a plan list, and picks d600gles where it is sold", () => {
    expect(resolveMinicards([GLOBOPLAY_MINICARD, ...GIGA_MINICARDS], getAddon(""))).toHaveLength(4);
    const es = resolveMinicards([GLOBOPLAY_MINICARD], getAddon("es"), [plan("d600gles", "700 Mega com Globoplay", "109.99", "129.99")]);
    expect(es).toEqual([expect.objectContaining({ sku: "d600gles", link: "/es/checkout/cep/?s=d600gles", price: "109.99" })]);
  });

  it("titles a minicard with the catalogue's plan name (the checkout's), else the offer's one name", () => {
    expect(resolveMinicards([GLOBOPLAY_MINICARD], getAddon(""))[0]?.title).toBe("700 Mega com Globoplay");
    const named = resolveMinicards([GLOBOPLAY_MINICARD], getAddon(""), [plan("d600gl", "Nome do catálogo", "119.99", "159.99")]);
    expect(named[0]?.title).toBe("Nome do catálogo");
  });

  it("globoplay page: series lists (3 + 2), apps without Max and Paramount+, their 'Ver Planos' cards, 9-question FAQ", () => {
    render(<StreamingSection addon={getAddon("globoplay")} benefits={BENEFITS} />);
    expect(screen.getByRole("region", { name: "Destaques do Globoplay" }).querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByRole("region", { name: "Para maratonar" }).querySelectorAll("li")).toHaveLength(2);
    const apps = document.querySelector('[aria-roledescription="carrossel"][aria-label="Apps inclusos nos planos"]')!;
    expect(apps.querySelectorAll("li")).toHaveLength(1);
    expect(screen.getByRole("link", { name: /^Ver Planos\s*com Paramount\+$/ })).toHaveAttribute("href", "/paramount/");
    expect(screen.getByRole("link", { name: /^Ver Planos\s*com HBO Max$/ })).toHaveAttribute("href", "/max/");
    expect(document.querySelectorAll("#faq-streaming button[aria-expanded]")).toHaveLength(9);
  });

  it("showcase on the Paramount+ and HBO Max pages", () => {
    render(<StreamingSection addon={getAddon("paramount")} />);
    expect(screen.getByRole("heading", { level: 2, name: "O que tem no Paramount+" })).toBeInTheDocument();
  });
});

describe("page-level notes under the banner (marketing §2)", () => {
  it("the collaborator-migration link on oferta-colaborador, the Livelo points note on livelo, nothing elsewhere", () => {
    const first = render(<HeroNotes addon={getAddon("oferta-colaborador")} />);
    expect(screen.getByRole("link", { name: /migração para a oferta colaborador/ })).toBeInTheDocument();
    expect(screen.queryByText("Ganhe pontos Livelo", { exact: true })).toBeNull();
    first.unmount();
    const livelo = render(<HeroNotes addon={getAddon("livelo")} />);
    expect(screen.getByText("Ganhe pontos Livelo", { exact: true })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /migração para a oferta colaborador/ })).toBeNull();
    livelo.unmount();
    const { container } = render(<HeroNotes addon={getAddon("")} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the banner's WhatsApp button (marketing §2)", () => {
  const catalogue = (id: string) => {
    const addon = getAddon(id);
    return CALLS.plans.response.parse({ plans: addonPlans(addon.apiAlias, { premium: addon.premium }).filter((p) => !p.plan_type) }).plans ?? [];
  };

  it.each([
    ["", 1],
    ["b/timblack", 0],
  ] as const)("addon %j shows %i", (id, count) => {
    // jsdom has no matchMedia; the carousel asks it for reduced motion.
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    const plans = catalogue(id);
    render(<Banner addon={getAddon(id)} plans={plans} listed={plans} />);
    expect(screen.getByRole("region", { name: "Ofertas em destaque" })).toBeInTheDocument();
    expect(screen.queryAllByRole("link", { name: /WhatsApp/i })).toHaveLength(count);
  });
});
