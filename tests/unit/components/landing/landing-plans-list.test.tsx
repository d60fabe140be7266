import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PlanList } from "@/components/landing/PlanList";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { groupPlans } from "@/lib/plans";
import { ARROW_LOCK_MS } from "@/components/ui/useScrollRow";
import { BENEFITS, cardAddon, plansOf } from "../../support/landing-plans";

vi.mock("next/link", async () => ({ default: (await import("../../support/next-mocks")).LinkMock }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const GROUPS = groupPlans(plansOf("d500a", "d600gl", "d600b", "d600c", "d700a", "d1000a", "d1000c", "d1000d", "d2000b"));

/**
 * jsdom has no layout: the row gets a phone-sized box (390 px showing 4 cards of 310 px with no
 * gap, 1240 px in all), a scroll position, and a scrollBy that moves it like a browser does.
 */
const positions = new WeakMap<Element, number>();
const ROW_WIDTH = 390;
const CARD_WIDTH = 310;
const saved = {
  scrollWidth: Object.getOwnPropertyDescriptor(Element.prototype, "scrollWidth"),
  clientWidth: Object.getOwnPropertyDescriptor(Element.prototype, "clientWidth"),
  scrollLeft: Object.getOwnPropertyDescriptor(Element.prototype, "scrollLeft"),
  scrollBy: Object.getOwnPropertyDescriptor(Element.prototype, "scrollBy"),
  rect: Object.getOwnPropertyDescriptor(Element.prototype, "getBoundingClientRect"),
};

beforeAll(() => {
  const isRow = (el: Element) => el.tagName === "UL" && el.getAttribute("aria-label") === "Planos disponíveis";
  Object.defineProperty(Element.prototype, "scrollWidth", {
    configurable: true,
    get(this: Element) {
      return isRow(this) ? this.children.length * CARD_WIDTH : 0;
    },
  });
  Object.defineProperty(Element.prototype, "clientWidth", {
    configurable: true,
    get(this: Element) {
      return isRow(this) ? ROW_WIDTH : 0;
    },
  });
  Object.defineProperty(Element.prototype, "scrollLeft", {
    configurable: true,
    get(this: Element) {
      return positions.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      const max = Math.max(0, this.scrollWidth - this.clientWidth);
      positions.set(this, Math.min(max, Math.max(0, value)));
      this.dispatchEvent(new Event("scroll"));
    },
  });
  Object.defineProperty(Element.prototype, "scrollBy", {
    configurable: true,
    value(this: Element, options: ScrollToOptions) {
      this.scrollLeft += options.left ?? 0;
    },
  });
  Object.defineProperty(Element.prototype, "getBoundingClientRect", {
    configurable: true,
    value(this: Element) {
      const width = this.tagName === "LI" ? CARD_WIDTH : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: width, bottom: 0, width, height: 0, toJSON: () => ({}) };
    },
  });
});

afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) {
    const name = key === "rect" ? "getBoundingClientRect" : key;
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
    else Reflect.deleteProperty(Element.prototype, name);
  }
});

afterEach(() => {
  vi.useRealTimers();
});

function renderList(mode: "group" | "tabs" | "all" = "group") {
  return render(
    <StoreProvider>
      <PlanList groups={GROUPS} addon={cardAddon()} benefits={BENEFITS} mode={mode} />
    </StoreProvider>,
  );
}

describe("PlanList arrows (marketing §2, §9)", () => {
  it("dims the arrow of each end, scrolls one card per press and ignores presses within 500 ms", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    renderList();
    const row = screen.getByRole("list", { name: "Planos disponíveis" });
    const previous = screen.getByRole("button", { name: "Planos anteriores" });
    const next = screen.getByRole("button", { name: "Próximos planos" });
    expect(row.children).toHaveLength(4);

    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-disabled", "false");

    fireEvent.click(next);
    expect(row.scrollLeft).toBe(CARD_WIDTH);
    expect(previous).toHaveAttribute("aria-disabled", "false");

    // Locked: a second press right away does nothing.
    fireEvent.click(next);
    expect(row.scrollLeft).toBe(CARD_WIDTH);

    vi.advanceTimersByTime(ARROW_LOCK_MS);
    fireEvent.click(next);
    vi.advanceTimersByTime(ARROW_LOCK_MS);
    fireEvent.click(next);
    // 4 × 310 − 390: the end of the row.
    expect(row.scrollLeft).toBe(4 * CARD_WIDTH - ROW_WIDTH);
    expect(next).toHaveAttribute("aria-disabled", "true");

    vi.advanceTimersByTime(ARROW_LOCK_MS);
    fireEvent.click(next);
    expect(row.scrollLeft).toBe(4 * CARD_WIDTH - ROW_WIDTH);

    fireEvent.click(previous);
    expect(row.scrollLeft).toBe(4 * CARD_WIDTH - ROW_WIDTH - CARD_WIDTH);
    expect(next).toHaveAttribute("aria-disabled", "false");
  });
});

describe("PlanList modes", () => {
  it("group mode shows one card per speed group (the 1 Giga card starts on its Paramount+ plan)", () => {
    renderList("group");
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => c.getAttribute("data-plan"))).toEqual(["d500a", "d600gl", "d1000c", "d2000b"]);
  });

  it("tabs mode has a real tab bar; the first group is chosen, another tab shows its plans", async () => {
    const user = userEvent.setup();
    renderList("tabs");
    const tabs = screen.getAllByRole("tab");
    expect(screen.getByRole("tablist")).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    expect(screen.getAllByRole("article").map((c) => c.getAttribute("data-plan"))).toEqual(["d500a"]);

    await user.click(screen.getByRole("tab", { name: "1 Giga" }));
    expect(screen.getByRole("tab", { name: "1 Giga" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveAccessibleName("1 Giga");
    expect(screen.getAllByRole("article").map((c) => c.getAttribute("data-plan"))).toEqual(["d1000a", "d1000c", "d1000d"]);

    // Arrow keys move between tabs.
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "2 Giga" })).toHaveFocus();
    expect(screen.getAllByRole("article").map((c) => c.getAttribute("data-plan"))).toEqual(["d2000b"]);
  });

  it("all mode shows every plan", () => {
    renderList("all");
    expect(screen.getAllByRole("article")).toHaveLength(9);
  });
});

describe("PlanList benefits drawer (marketing §2)", () => {
  it("opens from a card with the plan's benefits, and 'Fechar' closes it and clears the plan", async () => {
    const user = userEvent.setup();
    renderList();
    const card = screen.getAllByRole("article")[0]!;
    const opener = within(card).getByRole("button", { name: /Ver todos os benefícios/ });
    await user.click(opener);

    const dialog = await screen.findByRole("dialog", { name: "Conheça os beneficios" });
    expect(within(dialog).getByText("Incluídos no plano 500 Mega")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Wi-Fi 6" })).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "Babbel" })).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Fechar" }));
    expect(opener).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
