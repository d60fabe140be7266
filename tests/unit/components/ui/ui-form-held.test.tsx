import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Form } from "@/components/ui/Form";
import { useHeldSubmit } from "@/components/ui/useHeldSubmit";
import { EARLY_SUBMIT_KEEPER, EARLY_SUBMIT_KEY } from "@/lib/device/earlySubmit";

/**
 * A form on screen before its screen can send it (a checkout step opening): a press is kept, as
 * one before hydration is, and sent once the screen is ready, once (lib/device/earlySubmit.ts).
 */
const holder = window as unknown as Record<string, unknown>;
// The keeper is an inline script of every page: run it once here, as the page does.
new Function(EARLY_SUBMIT_KEEPER)();

afterEach(() => {
  delete holder[EARLY_SUBMIT_KEY];
  vi.useRealTimers();
});

function Step({ ready, onSubmit }: { ready: boolean; onSubmit: () => void }) {
  const held = useHeldSubmit(ready);
  return (
    <Form onSubmit={(e) => (e.preventDefault(), onSubmit())} {...held.form}>
      <button type="submit" data-pressed={held.pressed || undefined}>
        Continuar
      </button>
    </Form>
  );
}

describe("a press while the screen cannot send yet", () => {
  it("is kept, shown as taken, and sent once the screen is ready, once", async () => {
    vi.useFakeTimers();
    const onSubmit = vi.fn();
    const { container, rerender } = render(<Step ready={false} onSubmit={onSubmit} />);
    const button = container.querySelector("button")!;
    act(() => button.click());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(holder[EARLY_SUBMIT_KEY]).toEqual([container.querySelector("form"), button]);
    expect(button.dataset.pressed).toBe("true");
    rerender(<Step ready onSubmit={onSubmit} />);
    await act(async () => {
      vi.runAllTimers();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(holder[EARLY_SUBMIT_KEY]).toBeUndefined();
    expect(button.dataset.pressed).toBeUndefined();
  });

  it("is sent at once when the screen is ready", () => {
    const onSubmit = vi.fn();
    const { container } = render(<Step ready onSubmit={onSubmit} />);
    act(() => container.querySelector("button")!.click());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(holder[EARLY_SUBMIT_KEY]).toBeUndefined();
  });
});
