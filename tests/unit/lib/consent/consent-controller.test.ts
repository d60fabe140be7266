import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE,
  CONSENT_EXPIRY_COOKIE,
  createConsentController,
  DAY_MS,
  SAVED_ANNOUNCEMENT,
  type ConsentCookies,
  type ConsentIO,
  type CookieWrite,
} from "@/lib/consent";

/** The banner/modal state machine over an in-memory cookie jar and a fixed clock. */
const NOW = new Date("2025-03-10T12:00:00.000Z");

function fakeIO(initial: ConsentCookies = {}, pendingAtStart = false) {
  const jar: ConsentCookies = { ...initial };
  const written: CookieWrite[] = [];
  let pending = pendingAtStart;
  const io: ConsentIO = {
    now: () => NOW,
    read: () => ({ ...jar }),
    write(writes) {
      for (const w of writes) {
        written.push(w);
        if (w.name === CONSENT_COOKIE) jar.value = w.value;
        if (w.name === CONSENT_EXPIRY_COOKIE) jar.expiry = w.value;
      }
    },
    pending: { get: () => pending, set: (on) => void (pending = on) },
  };
  return { io, jar, written, pending: () => pending };
}

const validRecord = (value: string) => ({ value, expiry: new Date(NOW.getTime() + 200 * DAY_MS).toISOString() });

describe("consent controller", () => {
  it("is not ready until started; the server snapshot shows the banner (it paints with the page)", () => {
    const env = fakeIO(validRecord("both"));
    const c = createConsentController(env.io);
    expect(c.getSnapshot()).toMatchObject({ ready: false, view: "banner" });
    expect(c.getServerSnapshot()).toMatchObject({ ready: false, view: "banner" });
    expect(env.written).toEqual([]);
    // A visitor who answered: start() takes the banner away (the boot hint hid it until now).
    c.start();
    expect(c.getSnapshot()).toMatchObject({ ready: true, view: "hidden" });
  });

  it("first visit: writes the 365-day default and shows the banner", () => {
    const env = fakeIO();
    const c = createConsentController(env.io);
    c.start();
    expect(c.getSnapshot()).toMatchObject({ ready: true, value: "denied", view: "banner" });
    expect(env.jar.value).toBe("denied");
    expect(env.pending()).toBe(true);
  });

  it("a returning visitor with a valid record sees no banner", () => {
    const c = createConsentController(fakeIO(validRecord("func")).io);
    c.start();
    expect(c.getSnapshot()).toMatchObject({ value: "func", view: "hidden" });
  });

  it("an unanswered banner from earlier in the session stays on the next page", () => {
    const c = createConsentController(fakeIO(validRecord("denied"), true).io);
    c.start();
    expect(c.getSnapshot().view).toBe("banner");
  });

  it("accept and reject save, hide everything and announce it", () => {
    for (const [action, value] of [["accept", "both"], ["reject", "denied"]] as const) {
      const env = fakeIO();
      const c = createConsentController(env.io);
      c.start();
      c[action]();
      expect(c.getSnapshot()).toMatchObject({ value, view: "hidden", announcement: SAVED_ANNOUNCEMENT });
      expect(env.jar.value).toBe(value);
      expect(env.pending()).toBe(false);
    }
  });

  it("manage → confirm with one toggle saves that one", () => {
    const env = fakeIO();
    const c = createConsentController(env.io);
    c.start();
    c.manage();
    expect(c.getSnapshot().view).toBe("modal");
    c.confirm({ publi: false, func: true });
    expect(c.getSnapshot()).toMatchObject({ value: "func", view: "hidden" });
    expect(env.jar.value).toBe("func");
  });

  it("manage → confirm with none reopens the banner (focus back on it) and writes nothing", () => {
    const env = fakeIO();
    const c = createConsentController(env.io);
    c.start();
    const writesBefore = env.written.length;
    c.manage();
    c.confirm({ publi: false, func: false });
    expect(c.getSnapshot()).toMatchObject({ value: "denied", view: "banner", refocusBanner: true });
    expect(env.written).toHaveLength(writesBefore);
  });

  it("dismiss (Escape, backdrop) from the banner's modal brings the banner back", () => {
    const c = createConsentController(fakeIO().io);
    c.start();
    c.manage();
    c.dismiss();
    expect(c.getSnapshot()).toMatchObject({ view: "banner", refocusBanner: true });
  });

  it("settings opened later: dismiss just closes, confirm saves", () => {
    const env = fakeIO(validRecord("both"));
    const c = createConsentController(env.io);
    c.start();
    c.openSettings();
    expect(c.getSnapshot().view).toBe("modal");
    c.dismiss();
    expect(c.getSnapshot().view).toBe("hidden");
    c.openSettings();
    c.confirm({ publi: true, func: false });
    expect(c.getSnapshot()).toMatchObject({ value: "publi", view: "hidden" });
  });

  it("notifies subscribers and stops after unsubscribe; start is idempotent", () => {
    const c = createConsentController(fakeIO().io);
    let calls = 0;
    const off = c.subscribe(() => calls++);
    c.start();
    c.start();
    expect(calls).toBe(1);
    off();
    c.accept();
    expect(calls).toBe(1);
  });
});
