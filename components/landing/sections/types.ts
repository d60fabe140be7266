import type { Addon } from "@/lib/addons";
import type { Benefit, Plan } from "@/lib/api/contract";

/**
 * What every landing section receives. Each section reads the addon's fields and decides by
 * itself whether it shows (it returns null when the spec hides it for this addon), so the page
 * composing them never tests an addon.
 */
export interface SectionProps {
  addon: Addon;
  plans?: Plan[];
  benefits?: Benefit[];
}
