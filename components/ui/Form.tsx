"use client";

import type { ComponentPropsWithRef } from "react";
import { FORM_ATTRIBUTE, takeSent } from "@/lib/device/earlySubmit";

type FormProps = Omit<ComponentPropsWithRef<"form">, "method" | "action" | "noValidate"> & {
  /**
   * The screen cannot send yet (a checkout step restoring its order): a press is left to the
   * boot script's keeper, unmarked, and the screen sends it with replayEarlySubmit once it can,
   * as a press made before hydration is.
   */
  held?: boolean;
  /** Told of a press kept while `held`, so the screen can show that it was taken. */
  onHeld?: () => void;
};

/**
 * Every form of the site (a lint rule keeps a bare <form> out of app/ and components/). Each is
 * sent by its script: its onSubmit calls preventDefault, and before hydration the boot script's
 * guard does (lib/bootScript.ts), keeping the press to send once hydrated (lib/device/earlySubmit.ts,
 * which this marks). With scripts off neither runs, and a native submit of a form without a
 * method is a GET with every field in the URL: a CPF or phone in the address bar, the history and
 * the balancer's log. `method="post"` carries them in the body instead, where the entry server
 * refuses them (405) without reading it. The schemas validate, not the browser.
 */
export function Form({ onSubmit, held = false, onHeld, ...props }: FormProps) {
  return (
    <form
      method="post"
      noValidate
      {...{ [FORM_ATTRIBUTE]: "" }}
      {...props}
      onSubmit={(event) => {
        if (held) {
          event.preventDefault();
          onHeld?.();
          return;
        }
        takeSent(event.nativeEvent, event.currentTarget);
        onSubmit?.(event);
      }}
    />
  );
}
