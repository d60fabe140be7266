// JavaScript weight per page: every response whose request is of resourceType "script", measured
// in Playwright's Chromium (Debian's binary) with a fresh context (empty cache) per page.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "../chromium.mjs";
import { log } from "./proc.mjs";

export const BROWSER_ARGS = CHROME_ARGS;

async function measureResponse(response) {
  const request = response.request();
  const headers = await response.allHeaders().catch(() => response.headers());
  const requestHeaders = await request.allHeaders().catch(() => request.headers());
  const sizes = await request.sizes().catch(() => null);
  const body = await response.body().catch(() => null);
  const contentLength = headers["content-length"] !== undefined ? Number(headers["content-length"]) : null;
  return {
    url: response.url(),
    status: response.status(),
    fromServiceWorker: response.fromServiceWorker(),
    contentEncoding: headers["content-encoding"] ?? null,
    transferEncoding: headers["transfer-encoding"] ?? null,
    contentLength,
    acceptEncoding: requestHeaders["accept-encoding"] ?? null,
    // Over-the-wire body bytes (compressed), as Chromium's network stack counted them.
    transferredBytes: sizes ? sizes.responseBodySize : null,
    headersBytes: sizes ? sizes.responseHeadersSize : null,
    uncompressedBytes: body ? body.length : null,
    // Cross-check when no content-length is sent (chunked gzip): gzip level 6 of the body.
    gzipEstimateBytes: body ? gzipSync(body, { level: 6 }).length : null,
  };
}

/**
 * Loads each page, waits for `networkidle`, and sums the script responses. Returns
 * { browserVersion, pages: { [path]: {...} } }; a page that fails records its error.
 */
export async function measureJs(pages, baseUrl) {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: BROWSER_ARGS,
  });
  const out = { browserVersion: browser.version(), pages: {} };
  try {
    for (const page of pages) {
      const url = baseUrl + page;
      log(`js weight ${url}`);
      const context = await browser.newContext();
      try {
        const tab = await context.newPage();
        const pending = [];
        let documentInfo = null;
        let documentHtml = null;
        const failed = [];
        tab.on("requestfailed", (request) => failed.push({ url: request.url(), error: request.failure()?.errorText ?? "failed" }));
        tab.on("response", (response) => {
          if (response.status() >= 400) failed.push({ url: response.url(), status: response.status() });
          const type = response.request().resourceType();
          if (type === "script") pending.push(measureResponse(response));
          else if (type === "document" && response.url() === url) {
            documentInfo = measureResponse(response);
            documentHtml = response.text().catch(() => "");
          }
        });
        const main = await tab.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
        const scripts = await Promise.all(pending);
        const doc = documentInfo ? await documentInfo : null;
        const head = await tab.evaluate(() => ({
          canonical: document.querySelector('link[rel="canonical"]')?.href ?? null,
          robots: document.querySelector('meta[name="robots"]')?.content ?? null,
          inlineScripts: [...document.querySelectorAll("script:not([src])")].length,
          inlineScriptBytes: [...document.querySelectorAll("script:not([src])")].reduce(
            (n, s) => n + new TextEncoder().encode(s.textContent ?? "").length,
            0,
          ),
        }));
        const sum = (key, list = scripts) => list.reduce((n, s) => n + (s[key] ?? 0), 0);
        // The scripts the server HTML names (<script src>, preloads) load with the page and before
        // it is interactive; the others come later, on mount or on demand (a lazy island, the
        // form schemas and the contract at the first validation or API call).
        const html = documentHtml ? await documentHtml : "";
        const named = scripts.filter((s) => html.includes(new URL(s.url).pathname));
        const withLength = scripts.filter((s) => s.contentLength !== null);
        const origin = new URL(baseUrl).origin;
        out.pages[page] = {
          ok: true,
          status: main?.status() ?? null,
          scriptFiles: scripts.length,
          thirdPartyScripts: scripts.filter((s) => !s.url.startsWith(origin)).length,
          transferredBytes: sum("transferredBytes"),
          initialScriptFiles: named.length,
          initialTransferredBytes: sum("transferredBytes", named),
          uncompressedBytes: sum("uncompressedBytes"),
          gzipEstimateBytes: sum("gzipEstimateBytes"),
          contentLengthHeaders: withLength.length,
          contentLengthMismatches: withLength
            .filter((s) => s.transferredBytes !== null && s.transferredBytes !== s.contentLength)
            .map((s) => ({ url: s.url, contentLength: s.contentLength, transferredBytes: s.transferredBytes })),
          contentEncodings: [...new Set(scripts.map((s) => s.contentEncoding ?? "identity"))].sort(),
          failedRequests: failed,
          acceptEncoding: scripts[0]?.acceptEncoding ?? doc?.acceptEncoding ?? null,
          document: doc && {
            transferredBytes: doc.transferredBytes,
            uncompressedBytes: doc.uncompressedBytes,
            contentEncoding: doc.contentEncoding,
          },
          ...head,
          scripts,
        };
        const p = out.pages[page];
        log(
          `  ${page}: ${p.scriptFiles} scripts, ${(p.transferredBytes / 1024).toFixed(1)} KiB transferred, ` +
            `${(p.uncompressedBytes / 1024).toFixed(1)} KiB uncompressed`,
        );
      } catch (error) {
        log(`  ${page}: FAILED ${error.message}`);
        out.pages[page] = { ok: false, error: String(error.message ?? error) };
      } finally {
        await context.close().catch(() => {});
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
  return out;
}
