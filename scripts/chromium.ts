/** Debian's Chromium, as the browser tests and the bench start it on a machine with no network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Headless Chromium still starts the address bar's popup pages (chrome://omnibox-popup.top-chrome,
 * about 160 MB in a renderer of their own) and keeps a spare renderer warm (about 80 MB): a page
 * under test needs neither.
 */
const FEATURES_OFF = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "SpareRendererForSitePerProcess"];

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  `--disable-features=${FEATURES_OFF.join(",")}`,
];

/**
 * Playwright 1.65's own --disable-features list (chromiumSwitches.ts): optimization hints, the
 * media router, paint holding, the network time and search preconnects among them.
 * Chromium honours only the last --disable-features on its command line, so a list of ours alone
 * would switch all of these back on; the browser tests pass both in one flag.
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "TcpPortRandomizationWin",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** Chromium under Playwright: the flags above with one --disable-features that keeps Playwright's list. */
export const PLAYWRIGHT_CHROMIUM_FLAGS = [
  ...CHROMIUM_FLAGS.filter((flag) => !flag.startsWith("--disable-features=")),
  "--disable-extensions",
  `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...FEATURES_OFF, "Translate", "DialMediaRouteProvider"].join(",")}`,
];
