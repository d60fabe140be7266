import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import GlobalError from "@/app/global-error";
import { televendas, telHref } from "@/lib/contact";
import { ERROR_COPY } from "@/lib/content/errors";
import { chunkLoadError, SECRET, showAndRetry } from "../support/error-screens";

/**
 * A file of its own: global-error renders <html> and mounts on the document, and React adds its
 * event listeners to a document only if no earlier root in the same page marked it (a root in a
 * <div> does), so after other components' tests its button would not answer.
 */
vi.mock("@/components/screens/reloadPage", () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import("@/components/screens/reloadPage");

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

describe("app/global-error.tsx", () => {
  function renderGlobalError(error: unknown) {
    const retry = vi.fn();
    // It renders <html> itself: mounted on the document, as Next does.
    render(<GlobalError error={error} retry={retry} reset={vi.fn()} />, { container: document });
    return { retry };
  }

  it("renders a Portuguese document of its own, without the store", () => {
    renderGlobalError(new Error(SECRET));
    expect(document.documentElement).toHaveAttribute("lang", "pt-BR");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(ERROR_COPY.heading);
    expect(document.title).toBe(ERROR_COPY.title);
    expect(screen.getByRole("link", { name: "TIM Ultrafibra" })).toHaveAttribute("href", "/");
    expect(document.body.textContent).not.toContain("123.456.789-09");
  });

  it("retries with Next's retry() for a render error", async () => {
    const { retry } = await showAndRetry(renderGlobalError, new Error(SECRET));
    expect(retry).toHaveBeenCalledOnce();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("reloads after a failed chunk", async () => {
    const { retry } = await showAndRetry(renderGlobalError, chunkLoadError());
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(retry).not.toHaveBeenCalled();
  });

  it("links the televendas number as tel:", () => {
    renderGlobalError(new Error(SECRET));
    expect(screen.getByRole("link", { name: ERROR_COPY.call(televendas()) })).toHaveAttribute("href", telHref(televendas()));
  });
});
