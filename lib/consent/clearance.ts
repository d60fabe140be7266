/**
 * Keeping a step's heading and first field clear of the open consent banner. The
 * banner is fixed at the bottom and the page reserves its height, so everything can be scrolled
 * above it and a focused field is scrolled clear of it (scroll-padding); but on arrival, at
 * 320 × 640 or at a large page zoom, the banner can stand over the step's heading and field. The
 * page is then scrolled once, by as little as brings the field's bottom above the banner, and
 * never so far that the heading leaves the top of the screen.
 */
export interface Clearance {
  /** Top of the heading and bottom of the field, relative to the viewport (px). */
  top: number;
  bottom: number;
  /** Top of the banner, relative to the viewport (px). */
  bannerTop: number;
  /** Room to leave between the field and the banner, and above the heading (px). */
  margin: number;
}

/** How far to scroll down (px, 0 when nothing is covered). */
export function clearanceScroll({ top, bottom, bannerTop, margin }: Clearance): number {
  const needed = bottom + margin - bannerTop;
  if (needed <= 0) return 0;
  return Math.max(0, Math.min(needed, top - margin));
}
