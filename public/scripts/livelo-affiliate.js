/*
 * Local stand-in for the Livelo affiliate tracking script (marketing §7): the storefront injects
 * it with ?url=<current page URL>, only on the livelo variant and with advertising consent. It
 * only records the URL it was given; the real partner script would report it.
 */
(function () {
  "use strict";
  const script = document.currentScript;
  if (!script || !script.src) return;
  window.__liveloAffiliate = new URL(script.src).searchParams.get("url");
})();
