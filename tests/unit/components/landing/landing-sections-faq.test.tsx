import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FaqSection } from "@/components/landing/sections";
import { getAddon } from "@/lib/addons";
import { answerText, faqFor, GENERAL_FAQ, STREAMING_SERVICE_FAQ } from "@/lib/content/faq";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));

const questions = () => screen.queryAllByRole("button", { expanded: false }).concat(screen.queryAllByRole("button", { expanded: true }));

describe("FAQ sets per addon (marketing §2 'FAQ block')", () => {
  it("general: about 27 questions, the documents-and-selfie one with its id", () => {
    const faq = faqFor(getAddon(""));
    expect(faq.items.length).toBeGreaterThanOrEqual(25);
    expect(faq.items.find((item) => item.id === "faq-docs-selfie")?.question).toMatch(/documentos e uma selfie/);
    // Every item has a unique id, so each can be linked.
    const ids = faq.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("paramount and hbo-max: 5 questions each, with their own titles", () => {
    expect(faqFor(getAddon("paramount")).items).toHaveLength(5);
    expect(faqFor(getAddon("hbo-max")).items).toHaveLength(5);
    expect(faqFor(getAddon("paramount")).title).toMatch(/Paramount\+/);
    expect(faqFor(getAddon("hbo-max")).title).toMatch(/HBO Max/);
  });

  it("oferta-colaborador: only a button to the employee form", () => {
    render(<FaqSection addon={getAddon("oferta-colaborador")} />);
    const section = document.getElementById("faq")!;
    expect(within(section).queryAllByRole("button")).toHaveLength(0);
    expect(within(section).getByRole("link", { name: /formulário do colaborador/ })).toHaveAttribute("href");
    expect(section.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it("movel-blindagem: the general list plus one question about the partnership plans", () => {
    const items = faqFor(getAddon("movel-blindagem")).items;
    expect(items).toHaveLength(GENERAL_FAQ.length + 1);
    expect(items.filter((item) => /parceria/i.test(item.question))).toHaveLength(1);
  });

  it("the streaming-service FAQ has the 9 questions", () => {
    expect(STREAMING_SERVICE_FAQ).toHaveLength(9);
  });

  it("states the spec's facts", () => {
    const text = GENERAL_FAQ.map((item) => `${item.question} ${answerText(item)}`).join(" ");
    for (const fact of ["190 cidades", "40%", "WPA-3", "96", "68", "50", "12 meses", "24 horas", "12x", "PIX", "0303", "1056", "10341", "5 primeiros dígitos", "três opções"]) {
      expect(text).toContain(fact);
    }
  });
});

describe("FaqSection", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/");
    // jsdom has no matchMedia; the accordion asks it for reduced motion before scrolling.
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  });
  afterEach(() => {
    window.history.replaceState(null, "", "/");
    vi.unstubAllGlobals();
  });

  it("renders id=faq, the title and closed accordions that show only the question", () => {
    render(<FaqSection addon={getAddon("")} />);
    expect(document.getElementById("faq")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Perguntas frequentes" })).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "O que é a TIM Ultrafibra?" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(panel).not.toBeVisible();
    expect(questions()).toHaveLength(GENERAL_FAQ.length);
  });

  it("opens and closes an item by keyboard (Enter and Space on the button)", async () => {
    const user = userEvent.setup();
    render(<FaqSection addon={getAddon("paramount")} />);
    const button = screen.getByRole("button", { name: "O que é o Paramount+?" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "O que é o Paramount+?" })).toBeVisible();
    await user.keyboard(" ");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens #faq-docs-selfie from the URL hash and scrolls it to the centre", async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    window.history.replaceState(null, "", "/#faq-docs-selfie");
    render(<FaqSection addon={getAddon("")} />);
    const button = screen.getByRole("button", { name: /Por que preciso enviar documentos/ });
    expect(button).toHaveAttribute("aria-expanded", "true");
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: "center" }));
    // Only the targeted item opens.
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1);
  });

  it("reopens the item on another click of a link to it (the hash is already there)", async () => {
    Element.prototype.scrollIntoView = vi.fn();
    window.history.replaceState(null, "", "/#faq-docs-selfie");
    const user = userEvent.setup();
    render(
      <>
        <a href="#faq-docs-selfie">Saiba por que</a>
        <FaqSection addon={getAddon("")} />
      </>,
    );
    const button = screen.getByRole("button", { name: /Por que preciso enviar documentos/ });
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(screen.getByRole("link", { name: "Saiba por que" }));
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("opens the item a later hashchange points to", () => {
    Element.prototype.scrollIntoView = vi.fn();
    render(<FaqSection addon={getAddon("")} />);
    const button = screen.getByRole("button", { name: "Quais são as formas de pagamento?" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    act(() => {
      window.history.replaceState(null, "", "/#faq-formas-pagamento");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(button).toHaveAttribute("aria-expanded", "true");
  });

  it("emits FAQPage JSON-LD listing every question with its answer", () => {
    render(<FaqSection addon={getAddon("movel-blindagem")} />);
    const script = document.querySelector('#faq script[type="application/ld+json"]');
    const data = JSON.parse(script!.textContent!) as {
      "@type": string;
      mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[];
    };
    const items = faqFor(getAddon("movel-blindagem")).items;
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q) => q.name)).toEqual(items.map((item) => item.question));
    expect(data.mainEntity[0]!.acceptedAnswer.text).toBe(answerText(items[0]!));
  });
});
