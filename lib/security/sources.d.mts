/** Types of sources.mjs (plain JavaScript, shared with the entry server and next.config.ts). */
export const SOURCE_SETTINGS: readonly (readonly [string, string])[];
export function isAllowedSource(source: string): boolean;
export function parseSources(text: string | undefined): { sources: string[]; refused: string[] };
export interface RefusedSetting {
  setting: string;
  value: string;
}
export function tagSourcesFromEnv(env: Readonly<Record<string, string | undefined>>): { extra: Record<string, string[]>; refused: RefusedSetting[] };
export function refusedSourcesMessage(refused: readonly RefusedSetting[]): string;
