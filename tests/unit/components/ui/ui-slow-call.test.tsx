import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SlowCallNotice } from "@/components/ui/SlowCallNotice";
import { apiError, isValueRefusal, SLOW_CALL_MESSAGE, SLOW_CALL_NOTICE_MS } from "@/lib/api";

describe("SlowCallNotice", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("says nothing before SLOW_CALL_NOTICE_MS, speaks politely after it, and goes when the call ends", () => {
    const { rerender } = render(<SlowCallNotice busy />);
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    act(() => void vi.advanceTimersByTime(SLOW_CALL_NOTICE_MS - 1));
    expect(region).toHaveTextContent("");
    act(() => void vi.advanceTimersByTime(1));
    expect(region).toHaveTextContent(SLOW_CALL_MESSAGE);
    rerender(<SlowCallNotice busy={false} />);
    expect(screen.queryByText(SLOW_CALL_MESSAGE)).toBeNull();
    // A new call starts the wait again.
    rerender(<SlowCallNotice busy />);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});

describe("isValueRefusal", () => {
  it("an answer about the typed value goes to the field; faults of the server or the connection do not", () => {
    expect(isValueRefusal(apiError("server", "Cep inválido ou inexistente"))).toBe(true);
    expect(isValueRefusal(apiError("rejected", "Código inválido"))).toBe(true);
    expect(isValueRefusal(apiError("http", "Erro HTTP 422", 422))).toBe(true);
    expect(isValueRefusal(apiError("http", "Erro HTTP 500 Internal Server Error", 500))).toBe(false);
    // A bare success false (funnel §8 "Erro no servidor…") says nothing about the value: a fault.
    expect(isValueRefusal(apiError("server", "Erro no servidor. Por favor tente novamente mais tarde"))).toBe(false);
    for (const kind of ["network", "timeout", "content-type", "corrupt", "empty", "missing"] as const) {
      expect(isValueRefusal(apiError(kind, "x"))).toBe(false);
    }
  });
});
