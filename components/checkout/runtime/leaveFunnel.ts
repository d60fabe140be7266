import { addonPrefix, type Addon } from "@/lib/addons";
import { stepRow } from "@/lib/funnel/steps";

/** The part of the Navigation API read here (Chromium's; other engines fall back to the home). */
interface HistoryEntries {
  entries(): { url: string | null }[];
  currentEntry: { index: number } | null;
}

/** A path of this addon's checkout (or the order page), the ones a placed order leaves behind. */
export function isCheckoutPath(pathname: string, addon: Pick<Addon, "id">): boolean {
  const prefix = `${addonPrefix(addon.id)}/`;
  if (!pathname.startsWith(prefix)) return false;
  return stepRow(pathname.slice(prefix.length).replace(/\/$/, ""))?.section === "checkout";
}

/**
 * After an order is placed, a Back that reaches an earlier step of the funnel goes on out of it:
 * where the browser can list the tab's history, to the page before the funnel in one move (one
 * press of Back, however many steps the order took); elsewhere to the addon's home, in place of
 * the step.
 */
export function leaveFunnel(addon: Pick<Addon, "id">, home: () => void): void {
  const history = (window as { navigation?: HistoryEntries }).navigation;
  const current = history?.currentEntry?.index;
  const entries = history?.entries();
  if (entries && current !== undefined) {
    for (let i = current - 1; i >= 0; i--) {
      const url = entries[i]?.url;
      if (!url) break;
      const target = new URL(url);
      if (target.origin !== window.location.origin) break;
      if (!isCheckoutPath(target.pathname, addon)) return window.history.go(i - current);
    }
  }
  home();
}
