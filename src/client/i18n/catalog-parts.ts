/**
 * Each language's catalog is kept and served in parts, one file per part
 * (`messages/<language>/<part>.json`), so a page's messages travel with the page: `site` (what every
 * page and the landing page show) is in the first bundle for English; other parts are fetched when a
 * page that needs them opens. A message's id starts with one of its part's prefixes (the build
 * refuses any other). No imports here: the build reads this file too.
 */
export const CATALOG_PARTS = {
  site: ["common.", "language.", "layout.", "nav.", "footer.", "landing.", "notFound."],
  auth: ["auth."],
  /** The shared validation rules and the API's answers, which arrive as English text (known-text.ts). */
  forms: ["validation.", "api."],
  /** What every signed-in page shares: page headers, status names, dialogs, download buttons. */
  app: ["app.", "status.", "downloads."],
  dashboard: ["dashboard.", "letters.", "orders."],
  wizard: ["wizard.", "preview."],
  checkout: ["checkout."],
  case: ["case."],
  support: ["support."],
} as const;

export type CatalogPartName = keyof typeof CATALOG_PARTS;

export function partOf(id: string): CatalogPartName | undefined {
  const names = Object.keys(CATALOG_PARTS) as CatalogPartName[];
  return names.find((name) => CATALOG_PARTS[name].some((prefix) => id.startsWith(prefix)));
}
