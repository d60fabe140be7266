/** The postal service's own CEP search, for visitors who do not know theirs. */
export const CORREIOS_LOOKUP_URL = "https://buscacepinter.correios.com.br/app/endereco/index.php";

/**
 * "Não sei meu CEP": the Correios search in a new tab. `newTabNote` is read after the link's
 * text by screen readers only (the pages that say so today say it in their own words).
 */
export function CorreiosLink({ newTabNote, className }: { newTabNote?: string; className?: string }) {
  return (
    <a className={className} href={CORREIOS_LOOKUP_URL} target="_blank" rel="noopener noreferrer">
      Não sei meu CEP{newTabNote && <span className="visually-hidden">{newTabNote}</span>}
    </a>
  );
}
