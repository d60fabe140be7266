"use client";

import { useEffect, useState } from "react";
import { replayCarriedSubmit, replayEarlySubmit } from "@/lib/device/earlySubmit";

/**
 * A form on screen before its screen can send it (a checkout step opening, a coverage page whose
 * store is being read): spread `form` onto ui/Form. A press made meanwhile, before hydration or
 * after, is kept by the boot script's keeper and sent once `ready` turns true, once
 * (lib/device/earlySubmit.ts), or the press carried from the same form at the address that sent
 * the visitor here (lib/device/carriedTyping). `pressed` says a press is waiting, for the button's busy state.
 */
export function useHeldSubmit(ready: boolean) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    replayCarriedSubmit();
    replayEarlySubmit();
  }, [ready]);
  return { pressed: pressed && !ready, form: { held: !ready, onHeld: () => setPressed(true) } };
}
