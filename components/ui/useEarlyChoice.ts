"use client";

import { useEffect, useRef, useState } from "react";

/** Which of the radios (by id) the visitor picked in the server HTML before the page's script ran; -1 for none. */
function pickedBeforeHydration(ids: readonly string[]): number {
  // Only while the page hydrates: later the radios are React's, and their state is the form's.
  if (typeof document === "undefined" || document.documentElement.hasAttribute("data-hydrated")) return -1;
  return ids.findIndex((id) => {
    const input = document.getElementById(id);
    return input instanceof HTMLInputElement && input.checked;
  });
}

/**
 * A choice made in the server HTML before the script ran (a slow phone) is the visitor's. The
 * radios are controlled: hydration sets them from the form's value, empty on a shared page, and so
 * dropped the pick. It is read in the hydration render, before React touches the radios, and
 * handed to the form once mounted (`onPick` with the option's index), as if picked then.
 */
export function useEarlyChoice(ids: readonly string[], onPick: (index: number) => void): void {
  const [picked] = useState(() => pickedBeforeHydration(ids));
  const done = useRef(false);
  useEffect(() => {
    if (done.current || picked < 0) return;
    done.current = true;
    onPick(picked);
  }, [picked, onPick]);
}
