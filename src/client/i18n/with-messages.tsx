import { type ComponentType, createContext, use, useMemo } from "react";
import { IntlProvider, useIntl } from "react-intl";
import type { CatalogPartName } from "./catalog-parts.ts";
import { type Catalog, loadCatalogPart } from "./catalogs.ts";
import { useLanguage, type Messages } from "./language-provider.tsx";

/** The English messages of the parts a page loaded: known-text.ts finds ids by their English text. */
export const EnglishMessagesContext = createContext<Catalog>({});

/**
 * A page whose messages are in `part`: it waits (in the router's Suspense) until that part is
 * here in the language shown, then renders with it added to the site's messages.
 */
export function withMessages<P extends object>(part: CatalogPartName, Page: ComponentType<P>): ComponentType<P> {
  return function PageWithMessages(props: P) {
    const { language } = useLanguage();
    const intl = useIntl();
    const added = use(loadCatalogPart(language, part));
    const english = use(loadCatalogPart("en", part));
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
