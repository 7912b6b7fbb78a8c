import { useContext, useMemo } from "react";
import { useIntl } from "react-intl";
import { knownTexts, recognise } from "./known-text-match.ts";
import { EnglishMessagesContext } from "./with-messages.tsx";

/**
 * Translates a validation or API message written in English (the zod rules in domain/ and the
 * server's answers) when the page's catalog knows it; any other text passes through as it is.
 */
export function useKnownText(): (text: string | undefined) => string | undefined {
  const intl = useIntl();
  const english = useContext(EnglishMessagesContext);
  const known = useMemo(() => knownTexts(english), [english]);
  return (text) => {
    const found = text === undefined ? undefined : recognise(known, text);
    if (!found) return text;
    const values = Object.fromEntries(
      Object.entries(found.values).map(([name, value]) => [
        name,
        typeof value === "string" ? value : intl.formatMessage({ id: value.id }),
      ]),
    );
    return intl.formatMessage({ id: found.id }, values);
  };
}
