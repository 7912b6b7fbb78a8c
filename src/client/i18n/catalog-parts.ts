/**
 * Each language's catalog is served in parts, so a page's messages travel with the page: `site`
 * (what every page and the landing page show) is in the first bundle for English; other parts are
 * fetched when a page that needs them opens. A new message's id starts with one of these prefixes
 * (the build refuses an id that belongs to no part). No imports here: the build reads this file too.
 */
export const CATALOG_PARTS = {
  site: ["common.", "language.", "layout.", "nav.", "footer.", "landing."],
  auth: ["auth.", "validation.", "api."],
} as const;

export type CatalogPartName = keyof typeof CATALOG_PARTS;

export function partOf(id: string): CatalogPartName | undefined {
  const names = Object.keys(CATALOG_PARTS) as CatalogPartName[];
  return names.find((name) => CATALOG_PARTS[name].some((prefix) => id.startsWith(prefix)));
}
