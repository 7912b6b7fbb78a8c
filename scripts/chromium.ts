/** Debian's Chromium, as the browser tests and the bench start it on a machine with no network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // Headless Chromium still starts the address bar's popup pages (chrome://omnibox-popup.top-chrome,
  // about 160 MB in a renderer of their own) and keeps a spare renderer warm (about 80 MB): a page
  // under test needs neither.
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess",
];
