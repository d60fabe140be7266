/**
 * Plan card title and subtitle (marketing §2 "Plan card"): the plan name split after the word Mega
 * or Giga (plural and any case too). "600 Mega + Globoplay" → "600 Mega" / "+ Globoplay".
 */
export interface PlanTitle {
  title: string;
  subtitle: string;
}

// Lazy up to the first whole word Mega(s)/Giga(s), so "1 Giga Paramount+" splits after "Giga".
const SPLIT = /^(.*?\b(?:mega|giga)s?\b)(.*)$/is;

/** A name without Mega or Giga is all title. */
export function splitPlanName(name: string): PlanTitle {
  const match = SPLIT.exec(name.trim());
  if (!match) return { title: name.trim(), subtitle: "" };
  return { title: match[1]!.trim(), subtitle: match[2]!.trim() };
}
