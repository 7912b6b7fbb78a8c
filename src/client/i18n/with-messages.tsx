import { type ComponentType, createContext, use, useMemo } from "react";
import { IntlProvider, useIntl } from "react-intl";
import type { CatalogPartName } from "./catalog-parts.ts";
import { type Catalog, loadCatalogPart } from "./catalogs.ts";
import { useLanguage, type Messages } from "./language-provider.tsx";
import type { Language } from "../../domain/i18n/languages.ts";

/** The English messages of the parts a page loaded: known-text.ts finds ids by their English text. */
export const EnglishMessagesContext = createContext<Catalog>({});

/** Every part's messages in one language, merged; one promise per language and list of parts. */
const merged = new Map<string, Promise<Catalog>>();
function loadParts(language: Language, parts: readonly CatalogPartName[]): Promise<Catalog> {
  const key = `${language}/${parts.join("+")}`;
  let promise = merged.get(key);
  if (!promise) {
    promise = Promise.all(parts.map((part) => loadCatalogPart(language, part))).then((all) =>
      Object.assign({}, ...all),
    );
    promise.catch(() => merged.delete(key));
    merged.set(key, promise);
  }
  return promise;
}

/**
 * A page whose messages are in `parts`: it waits (in the router's Suspense) until those parts are
 * here in the language shown, then renders with them added to the site's messages.
 */
export function withMessages<P extends object>(
  parts: readonly CatalogPartName[],
  Page: ComponentType<P>,
): ComponentType<P> {
  return function PageWithMessages(props: P) {
    const { language } = useLanguage();
    const intl = useIntl();
    const added = use(loadParts(language, parts));
    const english = use(loadParts("en", parts));
    const messages = useMemo(() => ({ ...intl.messages, ...added }) as Messages, [intl.messages, added]);
    return (
      <EnglishMessagesContext value={english}>
        <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
          <Page {...props} />
        </IntlProvider>
      </EnglishMessagesContext>
    );
  };
}
