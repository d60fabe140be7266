// Screenshots of pages at phone and desktop sizes, for looking at what we build.
// Usage: node scripts/screenshots.mjs [baseUrl] [path ...]   (server must be running)
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "./chromium.mjs";

const [base = "http://127.0.0.1:3100", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/", "/nao-existe/", "/checkout/nome/"];
const sizes = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
];
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROME_ARGS,
});
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `screenshots/${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${size.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
  }
  await page.close();
}
await browser.close();
