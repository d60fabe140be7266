import { isCarried, settleCarried } from "./carriedTyping";

/**
 * A press on a form's button before the page's script has hydrated it (a slow phone shows the
 * server HTML's form seconds earlier). The boot script's guard stops the native submit
 * (lib/bootScript.ts); this keeps the press, so the form is sent once React can send it instead
 * of the visitor pressing again into a page that seemed to ignore them.
 *
 * How a press is told apart from one React handled: every form is components/ui/Form, whose
 * onSubmit marks the native event (SENT_MARK) before the screen's own handler runs. React handles
 * a submit synchronously inside the event, so when the event reaches `window` unmarked, no React
 * handler saw it: the boot script keeps its form and button (EARLY_SUBMIT_KEY). A later submit of
 * that form that React does handle drops the keeping (takeSent), so nothing is sent twice.
 */

/** The attribute of every ui/Form: only our forms' presses are kept. */
export const FORM_ATTRIBUTE = "data-uf-form";
/** The window property holding the kept press: [form, button or null]. */
export const EARLY_SUBMIT_KEY = "__ufEarlySubmit";
/** Set on a native submit event by ui/Form's handler: React saw it. */
export const SENT_MARK = "__ufSent";

type Kept = [HTMLFormElement, HTMLElement | null];
type Holder = Record<string, unknown>;

/** The boot script's part (inline, before the body): keep a press no React handler saw. */
export const EARLY_SUBMIT_KEEPER = `window.addEventListener("submit",function(e){var f=e.target;if(!e.${SENT_MARK}&&f&&f.hasAttribute&&f.hasAttribute(${JSON.stringify(FORM_ATTRIBUTE)}))window.${EARLY_SUBMIT_KEY}=[f,e.submitter||null]})`;

/** ui/Form's onSubmit: marks the event as React's, and forgets a kept press of this form. */
export function takeSent(event: Event, form: HTMLFormElement): void {
  (event as unknown as Holder)[SENT_MARK] = true;
  const holder = window as unknown as Holder;
  const kept = holder[EARLY_SUBMIT_KEY] as Kept | undefined;
  if (kept?.[0] === form) delete holder[EARLY_SUBMIT_KEY];
}

/**
 * Once the page is hydrated: sends the kept press again, through the form's own handler, after the
 * screens' effects of this commit (a masked field taking what was typed) have run. A press on a
 * form its step has left for another address waits for that step to open (replayCarriedSubmit).
 */
export function replayEarlySubmit(): void {
  const holder = window as unknown as Holder;
  const kept = holder[EARLY_SUBMIT_KEY] as Kept | undefined;
  if (!kept) return;
  const [form, button] = kept;
  if (!form.isConnected && isCarried(form)) return;
  delete holder[EARLY_SUBMIT_KEY];
  setTimeout(() => {
    if (!form.isConnected) return;
    const submitter = button instanceof HTMLButtonElement && button.type === "submit" && button.form === form ? button : null;
    form.requestSubmit(submitter);
  }, 0);
}

/**
 * A step has opened: a press kept on the form of the step that sent the visitor here (the same
 * form at another address, lib/device/carriedTyping) is sent through this page's form.
 */
export function replayCarriedSubmit(): void {
  const holder = window as unknown as Holder;
  const kept = holder[EARLY_SUBMIT_KEY] as Kept | undefined;
  const target = settleCarried((source) => kept?.[0] === source);
  if (!target) return;
  delete holder[EARLY_SUBMIT_KEY];
  setTimeout(() => {
    if (target.isConnected) target.requestSubmit();
  }, 0);
}
