"use client";

import type { FactoryOpts, InputMask } from "imask";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useLoaded } from "./forms";

/**
 * imask (16 KB compressed), loaded when a masked field is first focused or has a value to show:
 * a visitor who only reads a form step never downloads it. imask's full entry registers every
 * mask kind MASKS uses (pattern, dynamic, regexp).
 */
const loadIMask = () => import("imask").then((m) => m.default);
type IMaskFn = Awaited<ReturnType<typeof loadIMask>>;

/** Writes a value into an input the mask does not own (DOM, not React state). */
function showValue(input: HTMLInputElement, value: string): void {
  if (input.value !== value) input.value = value;
}

/**
 * Binds `mask` to the input in `element` once imask has arrived, and keeps it in step with the
 * form's `value` (masked text). Until then the input is a plain text box: what the visitor types
 * goes to the form as typed (`onInput` below) and is masked on arrival, so nothing typed in the
 * first milliseconds is lost. `onAccept` gets every value the mask accepts.
 *
 * The mask is bound while the visitor is in the field: arriving with the field out of focus, it
 * formats the text (IMask.pipe) and binds at the next focus. Bound to an unfocused field whose
 * text it then rewrites, it left Chromium's caret at the start, moved it on focus and dropped the
 * next whole-field change (select all, then type or autofill).
 * Returns `onFocus` and `onInput` handlers for the input.
 */
export function useInputMask(
  element: RefObject<HTMLInputElement | null>,
  mask: FactoryOpts,
  value: string,
  onAccept: (masked: string) => void,
) {
  const [focused, setFocused] = useState(false);
  const IMask = useLoaded(loadIMask, focused || value !== "");
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  // imask for the value effect below, which must not run again when imask arrives: its `value`
  // may then be older than what the visitor has typed since.
  const loaded = useRef<IMaskFn | null>(null);
  useEffect(() => {
    loaded.current = IMask;
  }, [IMask]);
  // The latest value and callback, read by the mask's listener without rebuilding the mask.
  const latest = useRef({ value, onAccept });
  useEffect(() => {
    latest.current = { value, onAccept };
  });
  // The values this field gave the form that have not yet come back as `value`. On a slow phone
  // the form re-renders behind the visitor's typing: a `value` among them is our own echo, older
  // than the input, and writing it back would drop the keys typed since. Emptied when the form
  // catches up with the last one, so a later value from outside is always applied.
  const emitted = useRef<string[]>([]);
  const emit = useCallback((masked: string) => {
    emitted.current.push(masked);
    latest.current.onAccept(masked);
  }, []);

  /**
   * Binds the mask to the input, on its text as it stands (`rewrite`: through the mask's value).
   * Once: a focus can land after React has committed the render in which imask arrived and before
   * that render's effects run (a tap on a slow phone), so onFocus binds and then the effect below
   * finds the field focused. A second mask on the same input, unknown to this hook, kept the text
   * it was bound on and wrote it back over what the visitor typed (the restored birth date
   * replacing the typed one, e2e on a phone).
   * Text the mask would leave as it is (a restored value, shown formatted) is not rewritten:
   * rewriting puts the caret after it and so drops a selection. A visitor who has just focused
   * the field and selected its text to replace it, as imask arrives, then typed into a full field
   * its maxlength refused, and the restored value stayed (e2e: the birth date, CPU under load).
   */
  const bind = useCallback(
    (make: IMaskFn, input: HTMLInputElement, rewrite: boolean) => {
      if (maskRef.current) return;
      const typed = input.value;
      rewrite &&= make.pipe(typed, mask) !== typed;
      // The whole text selected (select all, or an autofill or a test's fill about to replace it)
      // stays selected over the masked text. Rewriting puts the caret after it, so the text that
      // came next was added to the old number, which the full mask refused: the old one was sent.
      const allSelected = rewrite && typed !== "" && input.selectionStart === 0 && input.selectionEnd === typed.length;
      if (rewrite) showValue(input, "");
      const instance = make(input, mask);
      maskRef.current = instance;
      instance.on("accept", () => emit(instance.value));
      if (rewrite) instance.value = typed;
      if (allSelected) {
        input.setSelectionRange(0, input.value.length);
        instance._saveSelection();
      }
      if (instance.value !== latest.current.value) emit(instance.value);
    },
    [mask, emit],
  );

  useEffect(() => {
    const input = element.current;
    if (!IMask || !input) return;
    if (document.activeElement === input) {
      // The visitor is typing: the text goes in through the mask, the caret after it.
      bind(IMask, input, true);
    } else {
      const masked = IMask.pipe(input.value, mask);
      showValue(input, masked);
      if (masked !== latest.current.value) emit(masked);
    }
    return () => {
      maskRef.current?.destroy();
      maskRef.current = null;
    };
  }, [IMask, element, mask, bind, emit]);

  // Values set from outside (defaultValues, reset, setValue, a restored store) go through the mask;
  // if it reformats them, its accept event writes the masked text back to the form. Without a
  // bound mask they are shown formatted once imask is there, as they are before.
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const echoes = emitted.current;
    // Text already in the input at mount, with nothing from the form: typed (or autofilled) in the
    // server HTML before the page's script ran, on a slow phone. It is the visitor's, so it goes
    // to the form (masked once imask is there) instead of being erased by the empty default.
    // Text this field's own input handler already sent (typed between the commit and this
    // effect) is not sent again: the form has it, and the echo list keeps one copy.
    if (first && value === "" && element.current && element.current.value !== "") {
      if (!emitted.current.includes(element.current.value)) emit(element.current.value);
      return;
    }
    if (echoes.includes(value)) {
      if (value === echoes[echoes.length - 1]) echoes.length = 0;
      return;
    }
    echoes.length = 0;
    const instance = maskRef.current;
    const input = element.current;
    if (instance) {
      if (instance.value !== value) instance.value = value;
    } else if (input) {
      const shown = loaded.current ? loaded.current.pipe(value, mask) : value;
      showValue(input, shown);
      if (shown !== value) emit(shown);
    }
  }, [element, value, mask, emit]);

  return {
    onFocus: (event: { currentTarget: HTMLInputElement }) => {
      setFocused(true);
      // Bound here, before the browser and the visitor act on the focused field.
      if (IMask && !maskRef.current) bind(IMask, event.currentTarget, false);
    },
    onInput: (event: { currentTarget: HTMLInputElement }) => {
      if (!maskRef.current) emit(event.currentTarget.value);
    },
  };
}
