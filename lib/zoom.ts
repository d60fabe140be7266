/** Funnel §4 page zoom steps (percent), default 100. */
export const ZOOM_LEVELS = [50, 62.5, 75, 87.5, 93.75, 100, 106.25, 112.5, 125, 150, 175, 200, 250] as const;
export const DEFAULT_ZOOM = 100;

/** The next zoom level up (+1) or down (-1) from the current one, clamped at the ends. */
export function stepZoom(current: number, direction: 1 | -1): number {
  const levels: readonly number[] = ZOOM_LEVELS;
  const i = levels.indexOf(current);
  const from = i >= 0 ? i : levels.indexOf(DEFAULT_ZOOM);
  const next = Math.min(levels.length - 1, Math.max(0, from + direction));
  return levels[next] ?? DEFAULT_ZOOM;
}

export const MIN_ZOOM = ZOOM_LEVELS[0];
export const MAX_ZOOM = ZOOM_LEVELS[ZOOM_LEVELS.length - 1] as number;
