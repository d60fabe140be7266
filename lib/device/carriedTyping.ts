/**
 * What a visitor typed into a step's form that the step then sent to another address as it
 * opened (the guard's redirect: addon b's /checkout/cep-dados-cliente/ to /checkout/cep/, the same
 * form). The form is on screen before the step knows where the visitor belongs, and the router's
 * move mounts the other address's page afresh, which erased what had been typed and dropped a
 * press. Kept in memory only (no storage: it may be a CPF), until the next step has opened.
 *
 * Each field's text goes to the field of the same name on the next page (ui/useKeptTyping, as
 * text typed before hydration does). A press goes along only to a form that asks exactly the same
 * fields: pressing Continuar on one form must not send another.
 */

interface Field {
  value: string;
  checked: boolean;
}

interface Carried {
  source: HTMLFormElement;
  fields: Map<string, Field>;
  names: string;
}

let carried: Carried | null = null;

function fieldsOf(form: HTMLFormElement): HTMLInputElement[] {
  return Array.from(form.querySelectorAll<HTMLInputElement>("input[name]")).filter((input) => input.type !== "hidden");
}

/** The form's question, as the sorted names of its fields. */
function namesOf(form: HTMLFormElement): string {
  return [...new Set(fieldsOf(form).map((input) => input.name))].sort().join(" ");
}

function snapshot(form: HTMLFormElement): Map<string, Field> {
  const fields = new Map<string, Field>();
  for (const input of fieldsOf(form)) {
    // A radio group is one field: the checked one speaks for it.
    if (input.type === "radio" && !input.checked) continue;
    fields.set(input.name, { value: input.value, checked: input.checked });
  }
  return fields;
}

/**
 * The step is leaving `form` for another address: what it holds now, and what is typed into it
 * until the page is replaced, goes along.
 */
export function carryTyping(form: HTMLFormElement | null): void {
  if (!form) return;
  const entry: Carried = { source: form, fields: snapshot(form), names: namesOf(form) };
  carried = entry;
  const update = () => {
    if (carried === entry) entry.fields = snapshot(form);
  };
  form.addEventListener("input", update);
  form.addEventListener("change", update);
}

/** Whether `form` is the one a step has left with its typing carried. */
export function isCarried(form: HTMLFormElement): boolean {
  return carried?.source === form;
}

/** The carried text of the field `name`, once: the first field of that name to attach takes it. */
export function takeCarried(name: string): Field | undefined {
  const field = carried?.fields.get(name);
  if (field) carried?.fields.delete(name);
  return field;
}

/**
 * The next step has opened: the carried press goes to the form now on the page that asks the
 * same fields, if `pressed` (the kept press was made on the form left behind). Nothing is carried
 * further either way.
 */
export function settleCarried(pressed: (source: HTMLFormElement) => boolean): HTMLFormElement | null {
  const entry = carried;
  carried = null;
  if (!entry || !pressed(entry.source)) return null;
  const forms = Array.from(document.querySelectorAll<HTMLFormElement>("form"));
  return forms.find((form) => form !== entry.source && form.isConnected && namesOf(form) === entry.names) ?? null;
}
