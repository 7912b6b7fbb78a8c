import { useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids.ts";

type Values = Record<string, string | number>;

/**
 * For the few shared controls also shown on pages that load no `app` part (sign-in pages, the
 * English-only admin pages): the `app` message when the page has it, else the English given.
 */
export function useAppMessage(): (id: MessageId, english: string, values?: Values) => string {
  const intl = useIntl();
  return (id, english, values) => (id in intl.messages ? intl.formatMessage({ id }, values) : english);
}
