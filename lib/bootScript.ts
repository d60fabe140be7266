import { CONSENT_BOOT_SCRIPT } from "./consent/boot";
import { EARLY_SUBMIT_KEEPER } from "./device/earlySubmit";
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

/**
 * No form of the site submits natively: every one is sent by its script (react-hook-form calls
 * preventDefault itself). A form is in the server HTML before its script is ready, though, and a
 * native submit then would be a GET of the same page with every field in the URL: CEP, phone,
 * name, e-mail in the address bar, the history and the server log. This capture listener,
 * registered before the body is parsed, stops that; the script's own submit handling still runs,
 * and a press React did not see yet is sent again once it can (lib/device/earlySubmit.ts).
 * With scripts off it does not run either: there components/ui/Form's method="post" keeps the
 * fields in the request's body (decision 0082).
 */
export const NATIVE_SUBMIT_GUARD = `document.addEventListener("submit",function(e){e.preventDefault()},true)`;

/**
 * The inline <head> script of every page: display preferences, the consent hint, the submit guard,
 * and the keeper of a press made before hydration (lib/device/earlySubmit.ts).
 */
export const BOOT_SCRIPT = [PREFERENCES_BOOT_SCRIPT, CONSENT_BOOT_SCRIPT, NATIVE_SUBMIT_GUARD, EARLY_SUBMIT_KEEPER].join(";");
