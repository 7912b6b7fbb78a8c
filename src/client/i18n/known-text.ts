import { useContext, useMemo } from "react";
import { useIntl } from "react-intl";
import type { Catalog } from "./catalogs.ts";
import type { MessageId } from "./message-ids.ts";
import { EnglishMessagesContext } from "./with-messages.tsx";

/** Namespaces of English texts that arrive already written: the shared validation rules and the API's answers. */
const KNOWN_PREFIXES = ["validation.", "api."];

const LITERAL = 0;

/** English text -> its id, for the plain (placeholder-free) validation and API messages of the parts loaded. */
function idsByEnglishText(english: Catalog): Map<string, MessageId> {
  const ids = new Map<string, MessageId>();
  for (const [id, message] of Object.entries(english)) {
    if (!message || !KNOWN_PREFIXES.some((prefix) => id.startsWith(prefix))) continue;
    const [only] = message;
    if (message.length === 1 && only?.type === LITERAL) ids.set(only.value, id as MessageId);
  }
  return ids;
}

/**
 * Translates a validation or API message written in English (the zod rules in domain/ and the
 * server's answers) when the page's catalog knows it; any other text passes through as it is.
 */
export function useKnownText(): (text: string | undefined) => string | undefined {
  const intl = useIntl();
  const english = useContext(EnglishMessagesContext);
  const ids = useMemo(() => idsByEnglishText(english), [english]);
  return (text) => {
    const id = text === undefined ? undefined : ids.get(text);
    return id ? intl.formatMessage({ id }) : text;
  };
}
