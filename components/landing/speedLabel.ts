import { formatAmount } from "@/lib/plans/format";

/** "1 Giga" / "600 Mega" from a speed in Mega (plan_download, plan_upload). */
export function speedLabel(mega: number | undefined): string | null {
  if (mega === undefined) return null;
  return mega >= 1000 ? `${formatAmount(mega / 1000).replace(/,00$/, "")} Giga` : `${mega} Mega`;
}
