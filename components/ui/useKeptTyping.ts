"use client";

import { useCallback, useEffect, useRef, type Ref } from "react";
import { takeCarried } from "@/lib/device/carriedTyping";

/** The input's own value and checked setters: React's value tracker does not see writes through them. */
function writeNative(input: HTMLInputElement, typed: Pick<HTMLInputElement, "value" | "checked">): void {
  const proto = HTMLInputElement.prototype;
  if (input.type === "checkbox" || input.type === "radio") Object.getOwnPropertyDescriptor(proto, "checked")?.set?.call(input, typed.checked);
  else Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(input, typed.value);
}

/** Hands the input to the field's own ref, a callback or an object. */
function assignRef(ref: Ref<HTMLInputElement> | undefined, node: HTMLInputElement | null): void {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

/**
 * What the visitor typed (or ticked) in the server HTML's input before the page's script ran,
 * kept through hydration. A form's `register` ref writes the form's default into the input as it
 * attaches, "" on a cached page that knows nothing of the visitor, and so erased their text. This
 * wraps that ref: the text found at the first attach is written back at once (no frame without
 * it), and after the commit an input (or click) event tells the form, which then holds it as
 * typed, dirty, so a store restored later does not overwrite it (keepDirtyValues). A field whose
 * ref does not write (ui/MaskedField's controller) is left alone: nothing was erased. Text carried
 * from the same field of the page the step came from (lib/device/carriedTyping) is taken the same way.
 */
export function useKeptTyping(ref: Ref<HTMLInputElement> | undefined) {
  const attached = useRef(false);
  const restored = useRef<HTMLInputElement | null>(null);
  const attach = useCallback(
    (node: HTMLInputElement | null) => {
      const first = node !== null && !attached.current;
      const typed = first ? (takeCarried(node.name) ?? { value: node.value, checked: node.checked }) : null;
      if (first) attached.current = true;
      assignRef(ref, node);
      if (!node || !typed) return;
      const toggle = node.type === "checkbox" || node.type === "radio";
      const erased = toggle ? typed.checked !== node.defaultChecked && node.checked !== typed.checked : typed.value !== "" && node.value !== typed.value;
      if (!erased) return;
      writeNative(node, typed);
      restored.current = node;
    },
    [ref],
  );
  useEffect(() => {
    const node = restored.current;
    restored.current = null;
    if (!node) return;
    // React's change event of a checkbox listens for clicks; of a text box, for input.
    const toggle = node.type === "checkbox" || node.type === "radio";
    node.dispatchEvent(new Event(toggle ? "click" : "input", { bubbles: true }));
  }, []);
  return attach;
}
