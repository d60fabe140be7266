import { bannerPending, applyCookieWrites, readConsentCookies } from "./browser";
import { choose, consentState } from "./rules";
import type { ConsentChoice, ConsentCookies, ConsentSelection, ConsentValue, CookieWrite } from "./types";

/**
 * What the consent UI shows, as a small external store (read with useSyncExternalStore). The
 * server and the hydrating render see `ready: false` with the banner on screen: the banner is in
 * the server HTML, so it paints with the page (added after hydration, it would pop in and be
 * the page's largest contentful paint). A visitor who already answered never sees it: the boot hint
 * (./boot) hides it with CSS until start() applies the rules and React removes it.
 */

export type ConsentView = "hidden" | "banner" | "modal";

export interface ConsentSnapshot {
  ready: boolean;
  value: ConsentValue;
  view: ConsentView;
  /** The banner came back from the modal: it takes the focus back ("Gerenciar"). */
  refocusBanner: boolean;
  /** Polite status text for screen readers after a choice is saved. */
  announcement: string;
}

export interface ConsentIO {
  now(): Date;
  read(): ConsentCookies;
  write(writes: readonly CookieWrite[]): void;
  pending: { get(): boolean; set(on: boolean): void };
}

export const SAVED_ANNOUNCEMENT = "Suas preferências de cookies foram salvas.";

const INITIAL: ConsentSnapshot = { ready: false, value: "denied", view: "banner", refocusBanner: false, announcement: "" };

export function browserConsentIO(): ConsentIO {
  return { now: () => new Date(), read: readConsentCookies, write: applyCookieWrites, pending: bannerPending };
}

let pageController: ConsentController | null = null;

/**
 * One controller per page load in the browser (a fresh one per server render). Why: every client
 * navigation remounts the page shell, and a new controller would start from the server snapshot
 * (banner on) and flash the banner at a visitor who already answered.
 */
export function consentControllerForPage(): ConsentController {
  if (typeof window === "undefined") return createConsentController(browserConsentIO());
  pageController ??= createConsentController(browserConsentIO());
  return pageController;
}

/** A new page load, for unit tests that mount ConsentRoot again and again in one document. */
export function forgetPageConsentController(): void {
  pageController = null;
}

export interface ConsentController {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ConsentSnapshot;
  getServerSnapshot(): ConsentSnapshot;
  /** Applies the load rules (writes the first-visit default). Idempotent. */
  start(): void;
  accept(): void;
  reject(): void;
  /** "Gerenciar": the banner gives way to the modal. */
  manage(): void;
  /** Opened from elsewhere (openConsentSettings): the modal, whatever is on screen. */
  openSettings(): void;
  confirm(selection: ConsentSelection): void;
  /** Escape, backdrop or the close button: selections are dropped (the modal unmounts). */
  dismiss(): void;
}

export function createConsentController(io: ConsentIO): ConsentController {
  let snapshot = INITIAL;
  /** Where the modal returns on dismiss: the banner when it was waiting for an answer. */
  let modalFromBanner = false;
  const listeners = new Set<() => void>();

  const update = (patch: Partial<ConsentSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };

  const showBanner = (refocus: boolean) => {
    io.pending.set(true);
    update({ view: "banner", refocusBanner: refocus, announcement: "" });
  };

  const save = (choice: ConsentChoice) => {
    const result = choose(io.now(), choice);
    if (result.kind === "reopen-banner") return showBanner(true);
    io.write(result.writes);
    io.pending.set(false);
    update({ value: result.value, view: "hidden", refocusBanner: false, announcement: SAVED_ANNOUNCEMENT });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => INITIAL,
    start() {
      if (snapshot.ready) return;
      const state = consentState(io.now(), io.read());
      io.write(state.writes);
      const show = state.showBanner || io.pending.get();
      if (show) io.pending.set(true);
      update({ ready: true, value: state.value, view: show ? "banner" : "hidden" });
    },
    accept: () => save("accept"),
    reject: () => save("reject"),
    manage() {
      modalFromBanner = true;
      update({ view: "modal", refocusBanner: false, announcement: "" });
    },
    openSettings() {
      modalFromBanner = snapshot.view === "banner" || io.pending.get();
      update({ view: "modal", refocusBanner: false, announcement: "" });
    },
    confirm: (selection) => save(selection),
    dismiss() {
      if (snapshot.view !== "modal") return;
      // From the banner the visitor still owes an answer, so the banner returns.
      if (modalFromBanner) showBanner(true);
      else update({ view: "hidden" });
    },
  };
}
