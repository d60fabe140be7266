import type { EventName, EventPayload } from "@/lib/tracking/engagement";
import { tagSettings } from "./settings";

/**
 * The tracker's and ConsentRoot's way to the tag manager, on every page and so kept tiny: without
 * GTM_ID it does nothing and loads nothing. With it, the tag module (./tag-manager: dataLayer,
 * Consent Mode, the container) is a chunk of its own; events that go out before it has loaded
 * wait here, in order, and follow the Consent Mode default once it is there.
 */

type TagModule = typeof import("./tag-manager");

/** Events waiting for the module; a page that makes more keeps the first ones (as the tracker). */
const EARLY_MAX = 50;
const early: [EventName, EventPayload][] = [];
let loaded: TagModule | null = null;
let loading: Promise<TagModule> | null = null;

export function loadTagManager(): Promise<TagModule> {
  loading ??= import("./tag-manager").then((module) => {
    loaded = module;
    for (const [event, data] of early.splice(0)) module.publishEvent(event, data);
    return module;
  });
  return loading;
}

/** An engagement event the tracker lets out (consent checked there), for dataLayer. */
export function publishToTags(event: EventName, data: EventPayload): void {
  if (loaded) return loaded.publishEvent(event, data);
  if (tagSettings().gtmId === null) return;
  if (early.length < EARLY_MAX) early.push([event, data]);
  void loadTagManager();
}
