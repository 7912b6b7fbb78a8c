import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { IntlProvider } from "react-intl";
import { DEFAULT_LANGUAGE, isLanguage, type Language, LOCALES } from "../../domain/i18n/languages.ts";
import { currentUser, setCurrentUser, useCurrentUser } from "@/features/auth/api/current-user.ts";
import { api } from "@/lib/api-client.ts";
import { type Catalog, loadCatalogPart } from "./catalogs.ts";
import { initialLanguage, storeLanguage } from "./language-choice.ts";
import type { MessageId } from "./message-ids.ts";

/** What IntlProvider takes: a part may hold only some ids. */
export type Messages = Record<MessageId, Catalog[MessageId] & {}>;

interface LanguageContextValue {
  language: Language;
  /**
   * Switches the site, keeps the choice in the cookie and, when signed in, on the account; rejects
   * when the account could not keep it (the site has switched all the same).
   */
  chooseLanguage: (language: Language) => Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue>({
  language: DEFAULT_LANGUAGE,
  chooseLanguage: async () => {},
});

export function useLanguage(): LanguageContextValue {
  return useContext(LanguageContext);
}

/** The `site` messages shown; the page keeps the old language until the new one's messages are here. */
function useSiteCatalog(first: Language) {
  const [shown, setShown] = useState<{ language: Language; messages: Catalog } | null>(null);
  const wanted = useRef(first);
  const show = useCallback((language: Language) => {
    wanted.current = language;
    const english = () => loadCatalogPart("en", "site").then((messages) => ({ language: "en" as const, messages }));
    loadCatalogPart(language, "site").then(
      (messages) => {
        if (wanted.current === language) setShown({ language, messages });
      },
      // A part that cannot be fetched (offline): the site stays in, or falls back to, English.
      () => english().then((fallback) => setShown((current) => current ?? fallback)),
    );
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first language is fetched once, at start.
  useEffect(() => show(first), []);
  return { shown, show };
}

/**
 * The site's language: the account's setting once the account is known, else the stored choice,
 * else the browser's languages. `<html lang>` follows the language shown.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [first] = useState(initialLanguage);
  const { shown, show } = useSiteCatalog(first);
  const { user } = useCurrentUser();
  const language = shown?.language ?? first;

  // Signing in (or the account arriving) brings the account's language.
  useEffect(() => {
    if (!user || !isLanguage(user.language)) return;
    storeLanguage(user.language);
    show(user.language);
  }, [user, show]);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const chooseLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      show(next);
      const signedIn = currentUser();
      if (!signedIn) return;
      setCurrentUser({ ...signedIn, language: next });
      await api.put("/api/auth/user/language", { language: next });
    },
    [show],
  );

  if (!shown) return null;
  return (
    <LanguageContext.Provider value={{ language: shown.language, chooseLanguage }}>
      <IntlProvider locale={LOCALES[shown.language]} defaultLocale="en-US" messages={shown.messages as Messages}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
