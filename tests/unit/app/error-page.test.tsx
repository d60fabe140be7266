import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import SegmentError from "@/app/[[...addon]]/error";
import { StoreProvider } from "@/components/providers/StoreProvider";
import { televendas, telHref } from "@/lib/contact";
import { ERROR_COPY } from "@/lib/content/errors";
import { chunkLoadError, SECRET, showAndRetry } from "../support/error-screens";

const params = vi.hoisted(() => ({ current: {} as { addon?: string[] } }));
vi.mock("next/navigation", () => ({ useParams: () => params.current }));
vi.mock("@/components/ui/SiteLink", () => ({
  default: ({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));
vi.mock("@/components/screens/reloadPage", () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import("@/components/screens/reloadPage");

function renderSegmentError(error: unknown, addon?: string[]) {
  params.current = addon ? { addon } : {};
  const retry = vi.fn();
  const reset = vi.fn();
  render(
    <StoreProvider>
      <SegmentError error={error} retry={retry} reset={reset} />
    </StoreProvider>,
  );
  return { retry, reset };
}

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
});

describe("app/[[...addon]]/error.tsx", () => {
  it("shows our heading, text, header and footer, and never the error's message", async () => {
    renderSegmentError(new Error(SECRET), ["checkout", "cpf"]);
    // The header and footer come with their own chunk, loaded when the page shows.
    expect(await screen.findByRole("banner", undefined, { timeout: 10_000 })).toBeInTheDocument();
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveTextContent(ERROR_COPY.heading);
    expect(heading).toHaveFocus();
    expect(screen.getByText(ERROR_COPY.text)).toBeInTheDocument();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(document.body.textContent).not.toContain("123.456.789-09");
    expect(screen.queryByText(/Código do erro/)).toBeNull();
  });

  it("retries the segment with Next's retry() for a render error", async () => {
    const { retry, reset } = await showAndRetry(renderSegmentError, new Error(SECRET));
    expect(retry).toHaveBeenCalledOnce();
    expect(reset).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("reloads the page for a chunk that failed to load (React.lazy keeps the failure)", async () => {
    const { retry } = await showAndRetry(renderSegmentError, chunkLoadError());
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(retry).not.toHaveBeenCalled();
  });

  it("links the televendas number as tel:", () => {
    renderSegmentError(new Error(SECRET));
    const call = within(screen.getByRole("main")).getByRole("link", { name: ERROR_COPY.call(televendas()) });
    expect(call).toHaveAttribute("href", telHref(televendas()));
    expect(call.getAttribute("href")).toMatch(/^tel:\d+$/);
  });

  it("keeps the visitor in the address's addon, and hides televendas where the addon does (funnel §2)", async () => {
    renderSegmentError(new Error(SECRET), ["fluxo", "checkout", "cep"]);
    expect(await screen.findByRole("link", { name: "TIM Ultrafibra" }, { timeout: 10_000 })).toHaveAttribute("href", "/fluxo/");
    expect(screen.queryByRole("link", { name: /Ligue/ })).toBeNull();
    expect(screen.queryByTestId("televendas")).toBeNull();
    expect(screen.getByText(ERROR_COPY.textWithoutCall)).toBeInTheDocument();
  });

  it("shows a server error's digest, the one thing support can match with the log", () => {
    renderSegmentError(Object.assign(new Error(SECRET), { digest: "2881004597" }));
    expect(screen.getByText(ERROR_COPY.code("2881004597"))).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });
});
