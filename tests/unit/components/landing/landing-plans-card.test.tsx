import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PlanCard } from "@/components/landing/PlanCard";
import { checkoutHref } from "@/components/landing/links";
import { groupPlans } from "@/lib/plans";
import { cardAddon, plansOf } from "../../support/landing-plans";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

/** The default landing's groups: 500, 600 (four plans), 1000 (three), 2000. */
const LIST = plansOf("d500a", "d600gl", "d600b", "d600c", "d700a", "d1000a", "d1000c", "d1000d", "d2000b");
const GROUPS = groupPlans(LIST);
const group = (value: string) => {
  const found = GROUPS.find((g) => g.value === value);
  if (!found) throw new Error(value);
  return found;
};
const hrefFor = (plan: { sku: string }) => checkoutHref("", plan.sku);

function card(value: string, addonId = "", props: Partial<Parameters<typeof PlanCard>[0]> = {}) {
  render(<PlanCard group={group(value)} listPlans={LIST} addon={cardAddon(addonId)} hrefFor={hrefFor} {...props} />);
  return screen.getByRole("article");
}

describe("PlanCard texts (marketing §2, §9)", () => {
  it("splits the title at Mega, shows the bonus, 'De R$ 159,99' and 'R$ 119,99/mês'", () => {
    const article = card("600");
    const heading = within(article).getByRole("heading", { level: 3 });
    // d600gl is named as marketing sells it (lib/plans/names.ts): 600 Mega plus the 100 Mega bonus.
    expect(heading).toHaveTextContent("700 Megacom Globoplay");
    expect(within(heading).getByText("700 Mega")).toBeInTheDocument();
    expect(within(heading).getByText("com Globoplay")).toBeInTheDocument();
    expect(within(article).getByText("600MB + 100MB Bônus por um ano")).toBeInTheDocument();
    // The non-breaking space after R$ (formatFull/formatMonthly) is kept in the page.
    expect(within(article).getByText("De R$ 159,99").textContent).toBe("De R$\u00a0159,99");
    expect(within(article).getByText("R$ 119,99/mês").textContent).toBe("R$\u00a0119,99/mês");
  });

  it("wears 'MENOR PREÇO' on the cheapest plan of the list", () => {
    expect(within(card("500")).getByText("MENOR PREÇO")).toBeInTheDocument();
  });

  it("starts the 1 Giga card on Paramount+ (the plan named '1 Giga Paramount+') with its badge", () => {
    const article = card("1000");
    expect(article).toHaveAttribute("data-plan", "d1000c");
    expect(within(article).getByText("OFERTA ESPECIAL")).toBeInTheDocument();
    expect(within(article).getByRole("switch", { name: "Paramount+" })).toHaveAttribute("aria-checked", "true");
  });

  it("labels the card 'OFERTA EXCLUSIVA' on premium", () => {
    expect(within(card("500", "premium")).getByText("OFERTA EXCLUSIVA")).toBeInTheDocument();
  });

  it("a card without a badge renders no badge element and no empty slot above its title", () => {
    // d1000a beside a cheaper plan wears no badge and no ribbon.
    const list = plansOf("d500a", "d1000a");
    const thousand = groupPlans(list).find((g) => g.value === "1000")!;
    render(<PlanCard group={thousand} listPlans={list} addon={cardAddon("")} hrefFor={hrefFor} />);
    const article = screen.getByRole("article");
    expect(article.querySelector("[data-kind]")).toBeNull();
    expect(article.firstElementChild).toBe(within(article).getByRole("heading", { level: 3 }));
  });

  it("a streaming plan's card wears the streaming prompt ribbon above its title", () => {
    // The 600 group starts on d600gl (700 Mega com Globoplay).
    const article = card("600");
    expect(article.firstElementChild).toBe(within(article).getByText("Com streaming incluso"));
  });

  it("a card with a badge puts it first, above its title", () => {
    const article = card("500");
    expect(article.firstElementChild).toBe(within(article).getByText("MENOR PREÇO"));
  });

  it("shows 'Ganhe 6.000 pontos Livelo' instead of a badge on livelo", () => {
    const article = card("500", "livelo");
    expect(within(article).queryByText("MENOR PREÇO")).toBeNull();
    expect(within(article).getByText(/Ganhe 6\.000 pontos Livelo/)).toBeInTheDocument();
  });

  it("links 'Contratar agora' to the checkout of the plan shown, '#' without a target", () => {
    const article = card("600");
    expect(within(article).getByRole("link", { name: /^Contratar agora/ })).toHaveAttribute("href", "/checkout/cep/?s=d600gl");
  });

  it("falls back to '#' when the parent gives no target", () => {
    const article = card("500", "", { hrefFor: undefined });
    expect(within(article).getByRole("link", { name: /^Contratar agora/ })).toHaveAttribute("href", "#");
  });

  it("opens 'Contratar via Whatsapp' in a new tab", () => {
    const link = within(card("600")).getByRole("link", { name: /^Contratar via Whatsapp/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(link.getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
  });

  it("has no WhatsApp link on fluxo", () => {
    expect(within(card("600", "fluxo")).queryByRole("link", { name: /Whatsapp/i })).toBeNull();
  });

  it("leaves Deezer, MAX and Paramount+ out of the app icons", () => {
    const article = card("500");
    const icons = within(article).getByText("Apps inclusos").nextElementSibling as HTMLElement;
    const names = within(icons)
      .getAllByRole("img")
      .map((img) => img.getAttribute("alt"));
    expect(names).toContain("Wi-Fi 6");
    expect(names).not.toContain("HBO Max");
    expect(names).not.toContain("Deezer");
    expect(names).not.toContain("Paramount+");
  });
});

describe("PlanCard streaming toggles (marketing §4)", () => {
  it("switches exclusively and picks d600gl, d600c, d600b", async () => {
    const user = userEvent.setup();
    const article = card("600");
    const globoplay = within(article).getByRole("switch", { name: "Globoplay" });
    const max = within(article).getByRole("switch", { name: "HBO Max" });
    const paramount = within(article).getByRole("switch", { name: "Paramount+" });
    expect(within(article).getByText("ESCOLHA STREAMING")).toBeInTheDocument();

    expect(globoplay).toHaveAttribute("aria-checked", "true");
    expect(article).toHaveAttribute("data-plan", "d600gl");

    await user.click(max);
    expect(max).toHaveAttribute("aria-checked", "true");
    expect(globoplay).toHaveAttribute("aria-checked", "false");
    expect(paramount).toHaveAttribute("aria-checked", "false");
    expect(article).toHaveAttribute("data-plan", "d600c");
    expect(within(article).getByText("R$ 129,99/mês")).toBeInTheDocument();
    expect(within(article).getByRole("link", { name: /^Contratar agora/ })).toHaveAttribute("href", "/checkout/cep/?s=d600c");

    await user.click(paramount);
    expect(paramount).toHaveAttribute("aria-checked", "true");
    expect(max).toHaveAttribute("aria-checked", "false");
    expect(article).toHaveAttribute("data-plan", "d600b");

    // Switching the active one off leaves none on, so the default comes back (lib/plans).
    await user.click(paramount);
    expect(globoplay).toHaveAttribute("aria-checked", "true");
    expect(article).toHaveAttribute("data-plan", "d600gl");
  });

  it("preselects the toggle of a sku in the URL hash", () => {
    const article = card("600", "", { hashSku: "d600c" });
    expect(within(article).getByRole("switch", { name: "HBO Max" })).toHaveAttribute("aria-checked", "true");
    expect(article).toHaveAttribute("data-plan", "d600c");
  });

  it("shows no Max toggle where the addon hides it (hbo-max)", () => {
    expect(within(card("600", "hbo-max")).queryByRole("switch", { name: "HBO Max" })).toBeNull();
  });

  it("shows no toggles on a card of one plan", () => {
    expect(within(card("500")).queryByRole("switch")).toBeNull();
  });
});
