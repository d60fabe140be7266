/**
 * FAQ content as data (marketing §3 "FAQ item": question title, answer text, optional id, opened
 * flag). An answer is a list of blocks: a paragraph, or a bulleted list. Plain strings only (no
 * HTML), so the same data renders the accordion and the FAQPage JSON-LD without sanitising.
 */
export type FaqBlock = string | { readonly items: readonly string[] };

export interface FaqItem {
  /** Anchor of the item: a URL hash equal to it opens the item and scrolls to it. */
  readonly id?: string;
  readonly question: string;
  readonly answer: readonly FaqBlock[];
  /** Starts open (marketing §4 "FAQ accordion"). */
  readonly opened?: boolean;
}

/** The FAQ a landing shows: a title and either questions or the employee-form button. */
export interface FaqContent {
  readonly title: string;
  readonly items: readonly FaqItem[];
  /** oferta-colaborador: the block is only a button to the internal employee form. */
  readonly employeeForm: { readonly label: string; readonly href: string; readonly text: string } | null;
}

/** The answer as one plain text (JSON-LD, tests): paragraphs and list items joined. */
export function answerText(item: Pick<FaqItem, "answer">): string {
  return item.answer.map((block) => (typeof block === "string" ? block : block.items.join("; "))).join(" ");
}
