/*
 * Preferences script (marketing §7): fills the hidden field #user_prefs2 with a short JSON of
 * non-personal browser preferences. The storefront copies it into session data
 * (deviceInfo.user_prefs2). No storage, no network, nothing typed by the visitor.
 */
(function () {
  "use strict";
  try {
    let field = document.getElementById("user_prefs2");
    if (!field) {
      // Normally rendered by ConsentRoot; created here so the script works on any page.
      field = document.createElement("input");
      field.type = "hidden";
      field.id = "user_prefs2";
      document.body.appendChild(field);
    }
    const media = function (query) {
      return typeof window.matchMedia === "function" && window.matchMedia(query).matches;
    };
    let timezone = "";
    try {
      timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || "";
    } catch {
      timezone = "";
    }
    const prefs = {
      language: String(navigator.language || "").slice(0, 35),
      timezone: String(timezone).slice(0, 64),
      screen: (window.screen ? window.screen.width + "x" + window.screen.height : ""),
      colorScheme: media("(prefers-color-scheme: dark)") ? "dark" : "light",
    };
    field.value = JSON.stringify(prefs);
  } catch {
    // Preferences are optional: the field stays empty.
  }
})();
