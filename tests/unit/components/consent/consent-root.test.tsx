import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import Cookies from "js-cookie";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsentRoot } from "@/components/consent";
import { BANNER_HEIGHT_PROPERTY } from "@/components/consent/useReserveBottomSpace";
import {
  CONSENT_COOKIE,
  CONSENT_EXPIRY_COOKIE,
  DAY_MS,
  forgetPageConsentController,
  openConsentSettings,
  SAVED_ANNOUNCEMENT,
} from "@/lib/consent";
import { DEVICE_SESSION_KEY } from "@/lib/device/session";

vi.mock("next/navigation", () => ({ usePathname: () => "/livelo/" }));
vi.mock("@/lib/device/preferences", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/device/preferences")>()),
  loadPreferences: vi.fn(() => Promise.resolve()),
}));
vi.mock("@/lib/tracking/livelo", () => ({ injectLiveloAffiliate: vi.fn(() => Promise.resolve()) }));

const { injectLiveloAffiliate } = await import("@/lib/tracking/livelo");
const { loadPreferences } = await import("@/lib/device/preferences");

function seedConsent(value: string, days = 200) {
  Cookies.set(CONSENT_COOKIE, value, { path: "/" });
  Cookies.set(CONSENT_EXPIRY_COOKIE, new Date(Date.now() + days * DAY_MS).toISOString(), { path: "/" });
}

beforeEach(() => {
  vi.mocked(injectLiveloAffiliate).mockClear();
  // After an Accept the page view finds no engagement function here: its warning is expected.
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  // Each test is a new page load (the controller lives as long as the page).
  forgetPageConsentController();
  Cookies.remove(CONSENT_COOKIE, { path: "/" });
  Cookies.remove(CONSENT_EXPIRY_COOKIE, { path: "/" });
  delete window.ueTrack;
  vi.restoreAllMocks();
});

const NOT_LIVELO = { livelo: false };

describe("ConsentRoot: banner", () => {
  it("renders the banner on the server (it paints with the page) and the hidden preferences field", () => {
    const html = renderToString(<ConsentRoot addon={NOT_LIVELO} />);
    expect(html).toContain('id="user_prefs2"');
    expect(html).toContain('data-testid="consent-banner"');
    expect(html).toContain("Aceitar");
  });

  it("first visit: a named region with a heading, the three buttons and the privacy link; denied for 365 days", () => {
    render(<ConsentRoot addon={NOT_LIVELO} />);
    const banner = screen.getByRole("region", { name: "Sua privacidade" });
    expect(within(banner).getByRole("heading", { level: 2, name: "Sua privacidade" })).toBeInTheDocument();
    for (const name of ["Aceitar", "Recusar", "Gerenciar"]) expect(within(banner).getByRole("button", { name })).toBeVisible();
    expect(within(banner).getByRole("link", { name: "Política de privacidade" })).toHaveAttribute("href", "/regulamentos/#privacidade");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(Cookies.get(CONSENT_COOKIE)).toBe("denied");
    const expiry = Date.parse(Cookies.get(CONSENT_EXPIRY_COOKIE) ?? "");
    expect(Math.round((expiry - Date.now()) / DAY_MS)).toBe(365);
    // The banner does not take the focus on arrival: it is not modal.
    expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    expect(JSON.parse(sessionStorage.getItem(DEVICE_SESSION_KEY) ?? "{}")).toEqual({ cookies: "denied" });
    // The preferences script waits for the visitor's first input (out of the start-up work).
    expect(loadPreferences).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new Event("pointerdown")));
    expect(loadPreferences).toHaveBeenCalledTimes(1);
  });

  it("Aceitar saves both, hides the banner and announces it", async () => {
    const user = userEvent.setup();
    render(<ConsentRoot addon={NOT_LIVELO} />);
    await user.click(screen.getByRole("button", { name: "Aceitar" }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe("both");
    expect(screen.queryByRole("region", { name: "Sua privacidade" })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(SAVED_ANNOUNCEMENT);
  });

  it("the page keeps the open banner's height at the bottom, and gives it back once answered", async () => {
    const user = userEvent.setup();
    // jsdom lays nothing out: the banner's measured height is given here.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(new DOMRect(0, 600, 390, 211.4));
    render(<ConsentRoot addon={NOT_LIVELO} />);
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe("212px");
    await user.click(screen.getByRole("button", { name: "Aceitar" }));
    expect(document.documentElement.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe("");
  });

  it("Recusar saves denied", async () => {
    const user = userEvent.setup();
    render(<ConsentRoot addon={NOT_LIVELO} />);
    await user.click(screen.getByRole("button", { name: "Recusar" }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe("denied");
    expect(screen.queryByTestId("consent-banner")).toBeNull();
  });

  it("a returning visitor with a valid choice sees no banner; under 7 days left it is back", () => {
    seedConsent("both");
    const { unmount } = render(<ConsentRoot addon={NOT_LIVELO} />);
    expect(screen.queryByTestId("consent-banner")).toBeNull();
    unmount();
    forgetPageConsentController(); // the next page load
    seedConsent("both", 3);
    render(<ConsentRoot addon={NOT_LIVELO} />);
    expect(screen.getByTestId("consent-banner")).toBeInTheDocument();
    expect(Cookies.get(CONSENT_COOKIE)).toBe("both");
  });
});

describe("ConsentRoot: manage modal", () => {
  async function openModal() {
    const user = userEvent.setup();
    render(<ConsentRoot addon={NOT_LIVELO} />);
    await user.click(screen.getByRole("button", { name: "Gerenciar" }));
    return { user, dialog: screen.getByRole("dialog", { name: "Gerenciar cookies" }) };
  }

  it("is a modal dialog with two switches, both off, focus on the first", async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(/Escolha os cookies opcionais/);
    const switches = within(dialog).getAllByRole("switch");
    expect(switches.map((s) => s.getAttribute("aria-checked") ?? String((s as HTMLInputElement).checked))).toEqual(["false", "false"]);
    expect(within(dialog).getByRole("switch", { name: "Publicidade" })).toHaveFocus();
    expect(within(dialog).getByRole("switch", { name: "Desempenho e funcionalidade" })).toHaveAccessibleDescription(/desempenho/);
    // The banner gives way to the modal.
    expect(screen.queryByTestId("consent-banner")).toBeNull();
  });

  it("traps Tab and Shift+Tab inside the dialog", async () => {
    const { user, dialog } = await openModal();
    const close = within(dialog).getByRole("button", { name: "Fechar" });
    close.focus();
    await user.tab();
    expect(within(dialog).getByRole("switch", { name: "Publicidade" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });

  it("Escape closes it, clears the selections and returns to the banner's Gerenciar button", async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole("switch", { name: "Publicidade" }));
    expect(within(dialog).getByRole("switch", { name: "Publicidade" })).toBeChecked();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Gerenciar" })).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Gerenciar" }));
    expect(screen.getByRole("switch", { name: "Publicidade" })).not.toBeChecked();
    expect(Cookies.get(CONSENT_COOKIE)).toBe("denied");
  });

  it("a click on the backdrop closes it; a click inside does not", async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole("heading", { name: "Gerenciar cookies" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    await user.click(screen.getByTestId("consent-backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("consent-banner")).toBeInTheDocument();
  });

  it("Confirmar with both switches saves both; with one, that one", async () => {
    let { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole("switch", { name: "Publicidade" }));
    await user.click(within(dialog).getByRole("switch", { name: "Desempenho e funcionalidade" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe("both");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByTestId("consent-banner")).toBeNull();

    Cookies.remove(CONSENT_COOKIE, { path: "/" });
    sessionStorage.clear();
    document.body.innerHTML = "";
    forgetPageConsentController(); // the next page load
    ({ user, dialog } = await openModal());
    await user.click(within(dialog).getByRole("switch", { name: "Desempenho e funcionalidade" }));
    await user.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect(Cookies.get(CONSENT_COOKIE)).toBe("func");
  });

  it("Confirmar with none selected reopens the banner and keeps the default", async () => {
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole("button", { name: "Confirmar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("region", { name: "Sua privacidade" })).toBeInTheDocument();
    expect(Cookies.get(CONSENT_COOKIE)).toBe("denied");
  });

  it("openConsentSettings() opens the modal later, for a change of mind", async () => {
    seedConsent("both");
    render(<ConsentRoot addon={NOT_LIVELO} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => openConsentSettings());
    expect(screen.getByRole("dialog", { name: "Gerenciar cookies" })).toBeInTheDocument();
  });
});

describe("ConsentRoot: what consent allows", () => {
  it("Livelo's affiliate script only on the livelo variant with advertising consent", async () => {
    seedConsent("func");
    const { unmount } = render(<ConsentRoot addon={{ livelo: true }} />);
    expect(injectLiveloAffiliate).not.toHaveBeenCalled();
    unmount();
    forgetPageConsentController(); // the next page load

    seedConsent("publi");
    const second = render(<ConsentRoot addon={NOT_LIVELO} />);
    expect(injectLiveloAffiliate).not.toHaveBeenCalled();
    second.unmount();
    forgetPageConsentController(); // the next page load

    seedConsent("publi");
    render(<ConsentRoot addon={{ livelo: true }} />);
    expect(injectLiveloAffiliate).toHaveBeenCalledWith(window.location.href);
  });

  it("Livelo's script follows an Accept on the banner", async () => {
    const user = userEvent.setup();
    render(<ConsentRoot addon={{ livelo: true }} />);
    expect(injectLiveloAffiliate).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Aceitar" }));
    expect(injectLiveloAffiliate).toHaveBeenCalledTimes(1);
  });

  it("a page view goes to the engagement function with performance consent only", async () => {
    const ueTrack = vi.fn();
    window.ueTrack = ueTrack;
    const user = userEvent.setup();
    render(<ConsentRoot addon={NOT_LIVELO} />);
    expect(ueTrack).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Aceitar" }));
    expect(ueTrack).toHaveBeenCalledExactlyOnceWith("page_view", { path: "/livelo/" });
  });
});
