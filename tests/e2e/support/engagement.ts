import type { Page } from "@playwright/test";

/** One call of the engagement script's function: the event's name and its data. */
export type EngagementEvent = [string, Record<string, unknown>];

/**
 * Stands in for the engagement script's function (window.ueTrack, marketing §7) from the page's
 * next load on, recording what the site sends it; the record survives loads of the same tab
 * (sessionStorage). Read it with engagementEvents.
 */
export async function recordEngagement(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { ueTrack: (e: string, d: unknown) => void; __events: [string, unknown][] };
    w.__events = JSON.parse(sessionStorage.getItem("__events") ?? "[]");
    w.ueTrack = (e, d) => {
      w.__events.push([e, d]);
      sessionStorage.setItem("__events", JSON.stringify(w.__events));
    };
  });
}

/** What the site has sent the engagement function so far, in order (recordEngagement). */
export const engagementEvents = (page: Page): Promise<EngagementEvent[]> =>
  page.evaluate(() => (window as unknown as { __events: EngagementEvent[] }).__events);
