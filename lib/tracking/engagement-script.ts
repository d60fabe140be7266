import { loadScript } from "@/lib/device/loadScript";
import { tagSettings } from "@/lib/tags/settings";

/**
 * The customer-engagement script that defines window.ueTrack (marketing §7), when the operator
 * set ENGAGEMENT_SCRIPT_URL (its host must be in CSP_SCRIPT_SRC). ConsentRoot calls this only with
 * performance consent (func or both): the script itself is part of that processing. A failure is
 * logged, never thrown (the events then wait for the function, as without the script).
 */
export async function loadEngagementScript(url: string | null = tagSettings().engagementScriptUrl): Promise<void> {
  if (!url) return;
  try {
    await loadScript(url);
  } catch (error) {
    console.warn("script de engajamento não carregou", error);
  }
}
