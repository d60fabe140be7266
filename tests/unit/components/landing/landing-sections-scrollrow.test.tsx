import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ScrollRow, SCROLL_STEP_PX } from "@/components/ui/ScrollRow";
import { DRAG_THRESHOLD_PX, isDrag } from "@/components/ui/useDragScroll";

function setup() {
  const onClick = vi.fn();
  render(
    <ScrollRow
      label="Notícias"
      items={[
        <button key="a" type="button" onClick={onClick}>
          Card A
        </button>,
        <span key="b">Card B</span>,
      ]}
    />,
  );
  const region = screen.getByRole("region", { name: "Notícias" });
  const card = screen.getByRole("button", { name: "Card A" });
  return { onClick, region, card };
}

/** Press, move by dx and release with a mouse, then the click the browser fires. */
function dragAndClick(region: HTMLElement, card: HTMLElement, dx: number) {
  fireEvent.pointerDown(card, { pointerId: 1, pointerType: "mouse", button: 0, clientX: 100 });
  fireEvent.pointerMove(card, { pointerId: 1, pointerType: "mouse", clientX: 100 + dx });
  fireEvent.pointerUp(card, { pointerId: 1, pointerType: "mouse", clientX: 100 + dx });
  fireEvent.click(card);
}

describe("ScrollRow", () => {
  it("counts a movement over 2 px as a drag (marketing §2)", () => {
    expect(DRAG_THRESHOLD_PX).toBe(2);
    expect(isDrag(2)).toBe(false);
    expect(isDrag(-2)).toBe(false);
    expect(isDrag(3)).toBe(true);
    expect(isDrag(-2.5)).toBe(true);
  });

  it("lets the click through after a 2 px tremble", () => {
    const { onClick, region, card } = setup();
    dragAndClick(region, card, 2);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("scrolls with the drag and swallows the click that ends it", () => {
    const { onClick, region, card } = setup();
    region.scrollLeft = 50;
    dragAndClick(region, card, -30);
    expect(region.scrollLeft).toBe(80);
    expect(onClick).not.toHaveBeenCalled();
    // The next plain click goes through again.
    fireEvent.click(card);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("leaves touch to the browser's own panning", () => {
    const { onClick, region, card } = setup();
    fireEvent.pointerDown(card, { pointerId: 2, pointerType: "touch", button: 0, clientX: 100 });
    fireEvent.pointerMove(card, { pointerId: 2, pointerType: "touch", clientX: 40 });
    fireEvent.pointerUp(card, { pointerId: 2, pointerType: "touch", clientX: 40 });
    fireEvent.click(card);
    expect(region.scrollLeft).toBe(0);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is a focusable, labelled region with previous/next buttons of 320 px, dimmed at the ends", () => {
    // jsdom has no layout: a row three times wider than its box.
    vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(300);
    const { region } = setup();
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveAttribute("aria-roledescription", "carrossel");
    const previous = screen.getByRole("button", { name: "Anterior: Notícias" });
    const next = screen.getByRole("button", { name: "Próximo: Notícias" });
    // Dimmed at an end but still focusable (ui/ScrollArrows).
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-disabled", "false");
    region.scrollLeft = 600;
    fireEvent.scroll(region);
    expect(next).toHaveAttribute("aria-disabled", "true");
    region.scrollLeft = 300;
    fireEvent.scroll(region);
    expect(region.querySelectorAll("li")).toHaveLength(2);
    const scrollBy = vi.fn();
    region.scrollBy = scrollBy;
    vi.stubGlobal("matchMedia", () => ({ matches: false }));
    fireEvent.click(screen.getByRole("button", { name: "Próximo: Notícias" }));
    fireEvent.click(screen.getByRole("button", { name: "Anterior: Notícias" }));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    expect(scrollBy.mock.calls.map(([arg]) => (arg as ScrollToOptions).left)).toEqual([SCROLL_STEP_PX, -SCROLL_STEP_PX]);
  });
});
