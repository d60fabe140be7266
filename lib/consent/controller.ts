import { bannerPending, applyCookieWrites, readConsentCookies } from "./browser";
import { choose, consentState } from "./rules";
import type { ConsentChoice, ConsentCookies, ConsentSelection, ConsentValue, CookieWrite } from "./types";

/**
 * What the consent UI shows, as a small external store (read with useSyncExternalStore): the
 * server and the first client render see `ready: false` and render nothing, so the banner only
 * appears after hydration and the server HTML never mismatches.
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

const INITIAL: ConsentSnapshot = { ready: false, value: "denied", view: "hidden", refocusBanner: false, announcement: "" };

export function browserConsentIO(): ConsentIO {
  return { now: () => new Date(), read: readConsentCookies, write: applyCookieWrites, pending: bannerPending };
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
