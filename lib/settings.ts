import { scriptJson } from "@/lib/structured-data/script";
import { onlyDigits } from "@/lib/validation/digits";

/**
 * The operator's settings that differ between environments (one image runs in staging and in
 * production): read from the environment when the server starts, never at build. Pages are
 * rendered at run time (app/[[...addon]]/page.tsx), so server components read them here; the
 * root layout writes them into the page as a JSON block (data, not a script: no CSP hash), which
 * client components read in the browser, so both sides render the same values.
 */
export interface OperatorSettings {
  /** Toll-free televendas number in the header (funnel §1; the spec gives none: a placeholder). */
  televendas: string;
  /** Sales WhatsApp number, digits with country and area code (for whatsAppLink). */
  whatsappNumber: string;
  /** The privacy policy linked from the footer and the consent banner. */
  privacyUrl: string;
  /** The operator's internal employee form (the oferta-colaborador FAQ button). */
  collaboratorFormUrl: string;
  /** The collaborator-migration form of the oferta-colaborador banner. */
  collaboratorMigrationFormUrl: string;
  /** idPlanAddonBonus of the TIM mobile addons (funnel §7 names the three; the ids are the operator's). */
  bonusPlanIds: Record<BonusAddon, string>;
}

export type BonusAddon = "timcontrole" | "timblack" | "timpre";
export const BONUS_ADDONS: readonly BonusAddon[] = ["timcontrole", "timblack", "timpre"];

/** Each setting's environment variable and default (placeholders where the spec gives no value). */
export const SETTING_DEFAULTS = {
  televendas: "0800 000 1041",
  whatsappNumber: "5511999990000",
  privacyUrl: "/regulamentos/#privacidade",
  collaboratorFormUrl: "/oferta-colaborador/consulta-cpf/",
  collaboratorMigrationFormUrl: "/migracao-ultrafibra/consulta-cpf/",
  bonusPlanIds: { timcontrole: "bonus-timcontrole", timblack: "bonus-timblack", timpre: "bonus-timpre" },
} as const satisfies OperatorSettings;

/** A link the operator sets: a path of this site or an http(s) address; anything else is refused. */
const link = (value: string | undefined, fallback: string) => {
  const text = (value ?? "").trim();
  return /^(\/(?!\/)|https?:\/\/)/i.test(text) ? text : fallback;
};

/** The settings from an environment (pure: the tests give it one). */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>): OperatorSettings {
  const d = SETTING_DEFAULTS;
  return {
    televendas: env.TELEVENDAS?.trim() || d.televendas,
    whatsappNumber: onlyDigits(env.WHATSAPP_NUMBER ?? "") || d.whatsappNumber,
    privacyUrl: link(env.PRIVACY_URL, d.privacyUrl),
    collaboratorFormUrl: link(env.COLLABORATOR_FORM_URL, d.collaboratorFormUrl),
    collaboratorMigrationFormUrl: link(env.COLLABORATOR_MIGRATION_FORM_URL, d.collaboratorMigrationFormUrl),
    bonusPlanIds: {
      timcontrole: env.BONUS_PLAN_ID_TIMCONTROLE?.trim() || d.bonusPlanIds.timcontrole,
      timblack: env.BONUS_PLAN_ID_TIMBLACK?.trim() || d.bonusPlanIds.timblack,
      timpre: env.BONUS_PLAN_ID_TIMPRE?.trim() || d.bonusPlanIds.timpre,
    },
  };
}

/** Id of the JSON block the root layout writes (app/layout.tsx). */
export const SETTINGS_ELEMENT_ID = "uf-settings";

let fromPage: OperatorSettings | undefined;

/**
 * The settings in force: on the server, the environment the process runs with; in the browser,
 * the page's JSON block (the server's values when it rendered the page). Without the block (unit
 * tests in jsdom) the environment is read as on the server.
 */
export function operatorSettings(): OperatorSettings {
  const env = typeof process !== "undefined" && process.env ? process.env : {};
  if (typeof document === "undefined") return settingsFromEnv(env);
  if (fromPage) return fromPage;
  const block = document.getElementById(SETTINGS_ELEMENT_ID);
  if (!block?.textContent) return settingsFromEnv(env);
  try {
    fromPage = { ...settingsFromEnv({}), ...(JSON.parse(block.textContent) as Partial<OperatorSettings>) };
  } catch {
    fromPage = settingsFromEnv({});
  }
  return fromPage;
}

/** The settings as the JSON block's text, "<" escaped so no value can end the element. */
export const settingsJson = (settings: OperatorSettings): string => scriptJson(settings);
