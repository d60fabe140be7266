// The browser every script uses: see chromium.json (shared with playwright.config.ts).
import { readFileSync } from "node:fs";

const config = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));
export const CHROME_PATH = process.env.CHROME_PATH ?? config.path;
/** @type {string[]} */
export const CHROME_ARGS = config.args;
