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
  },
  es: {
    site: () => import("virtual:messages/es/site"),
    auth: () => import("virtual:messages/es/auth"),
  },
};

const loading = new Map<string, Promise<Catalog>>();

/** One promise per language and part, so React's `use` can wait on it. */
export function loadCatalogPart(language: Language, part: CatalogPartName): Promise<Catalog> {
  const key = `${language}/${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loaders[language][part]().then((module) => module.default);
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
