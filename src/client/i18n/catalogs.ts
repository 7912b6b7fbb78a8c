import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import englishSite from "virtual:messages/en/site";
import type { Language } from "../../domain/i18n/languages.ts";
import type { CatalogPartName } from "./catalog-parts.ts";
import type { MessageId } from "./message-ids.ts";

/** Compiled messages of one or more parts of a catalog (catalog-parts.ts). */
export type Catalog = Partial<Record<MessageId, MessageFormatElement[]>>;

type Loader = () => Promise<{ default: Catalog }>;

/** English `site` is in the first bundle; every other part is its own chunk, fetched when needed. */
const loaders: Record<Language, Record<CatalogPartName, Loader>> = {
  en: {
    site: async () => ({ default: englishSite }),
    auth: () => import("virtual:messages/en/auth"),
    forms: () => import("virtual:messages/en/forms"),
    app: () => import("virtual:messages/en/app"),
    dashboard: () => import("virtual:messages/en/dashboard"),
    wizard: () => import("virtual:messages/en/wizard"),
    checkout: () => import("virtual:messages/en/checkout"),
    case: () => import("virtual:messages/en/case"),
    support: () => import("virtual:messages/en/support"),
  },
  es: {
    site: () => import("virtual:messages/es/site"),
    auth: () => import("virtual:messages/es/auth"),
    forms: () => import("virtual:messages/es/forms"),
    app: () => import("virtual:messages/es/app"),
    dashboard: () => import("virtual:messages/es/dashboard"),
    wizard: () => import("virtual:messages/es/wizard"),
    checkout: () => import("virtual:messages/es/checkout"),
    case: () => import("virtual:messages/es/case"),
    support: () => import("virtual:messages/es/support"),
  },
};

/**
 * The pseudo-locale (scripts/i18n/pseudo-locale.ts) stands in for Spanish when the browser carries
 * the `pseudo-locale=1` cookie: a test sees at once any text that is not in the catalog.
 */
const pseudoLoaders: Record<CatalogPartName, Loader> = {
  site: () => import("virtual:messages/pseudo/site"),
  auth: () => import("virtual:messages/pseudo/auth"),
  forms: () => import("virtual:messages/pseudo/forms"),
  app: () => import("virtual:messages/pseudo/app"),
  dashboard: () => import("virtual:messages/pseudo/dashboard"),
  wizard: () => import("virtual:messages/pseudo/wizard"),
  checkout: () => import("virtual:messages/pseudo/checkout"),
  case: () => import("virtual:messages/pseudo/case"),
  support: () => import("virtual:messages/pseudo/support"),
};

const pseudoLocale = typeof document !== "undefined" && /(?:^|;\s*)pseudo-locale=1(?:;|$)/.test(document.cookie);

const loading = new Map<string, Promise<Catalog>>();

/** One promise per language and part, so React's `use` can wait on it. */
export function loadCatalogPart(language: Language, part: CatalogPartName): Promise<Catalog> {
  const key = `${language}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = language === "es" && pseudoLocale ? pseudoLoaders[part] : loaders[language][part];
    promise = load().then((module) => module.default);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
