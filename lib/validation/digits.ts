/** Keeps only 0-9: the API wants CEP, CPF and phone as bare digits (funnel §5). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}
