/** Types of container-settings.mjs (plain JavaScript, shared with the entry server). */
export const GTM_ID_PATTERN: RegExp;
export const DEFAULT_GTM_SCRIPT_URL: string;
export function gtmIdFrom(env: Readonly<Record<string, string | undefined>>): string | null;
export function httpsScriptUrl(text: string): URL | null;
export function gtmScriptUrlFrom(env: Readonly<Record<string, string | undefined>>): string;
export function refusedContainerSettings(env: Readonly<Record<string, string | undefined>>): { setting: string; value: string }[];
