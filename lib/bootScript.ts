import { CONSENT_BOOT_SCRIPT } from "./consent/boot";
import { UI_STORAGE_KEY } from "./store/ui";
import { DEFAULT_ZOOM } from "./zoom";

/**
 * Runs before first paint, so a stored dark theme or zoom does not flash the defaults. Kept tiny
 * and dependency-free; it reads only the display preferences (never purchase data).
 * Plain module on purpose: exported from a "use client" file, the string reached the server
 * layout as a client reference and was printed as a throwing function (a syntax error on every
 * page, and no theme or zoom before hydration).
 */
export const PREFERENCES_BOOT_SCRIPT = `try{var s=(JSON.parse(localStorage.getItem(${JSON.stringify(UI_STORAGE_KEY)})||"{}").state)||{},d=document.documentElement;if(s.theme)d.dataset.theme=s.theme;if(s.zoom&&s.zoom!==${DEFAULT_ZOOM})d.style.fontSize=s.zoom+"%"}catch(e){}`;

/** The inline <head> script of every page: display preferences, then the consent hint. */
export const BOOT_SCRIPT = PREFERENCES_BOOT_SCRIPT + ";" + CONSENT_BOOT_SCRIPT;
