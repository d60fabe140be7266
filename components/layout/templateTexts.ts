import type { TemplateLanguage } from "@/lib/store/ui";

/**
 * The default layout's template-level texts, in the interface languages of marketing §1 plus
 * Portuguese, the page language (docs/decisions/routing.md#0003). Marketing copy is never translated.
 */
export const TEMPLATE_TEXTS: Readonly<
  Record<TemplateLanguage, { lang: string; home: string; about: string; toDark: string; nextLanguage: string }>
> = {
  pt: { lang: "pt-BR", home: "Início", about: "Sobre", toDark: "Tema escuro", nextLanguage: "English" },
  en: { lang: "en", home: "Home", about: "About", toDark: "Dark mode", nextLanguage: "Español" },
  es: { lang: "es", home: "Inicio", about: "Acerca de", toDark: "Modo oscuro", nextLanguage: "Português" },
};

export const LANGUAGE_CYCLE: Readonly<Record<TemplateLanguage, TemplateLanguage>> = { pt: "en", en: "es", es: "pt" };
