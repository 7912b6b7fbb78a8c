import { useIntl } from "react-intl";
import type { MailStatusName } from "../../domain/case/mail-status.ts";
import type { OrderType } from "../../domain/money/orders.ts";
import type { MessageId } from "@/i18n/message-ids.ts";

/** The `app` part's names for the mail statuses (MAIL_STATUS_LABELS in English). */
export const MAIL_STATUS_IDS: Record<MailStatusName, MessageId> = {
  not_submitted: "status.mail.notSubmitted",
  held: "status.mail.held",
  submitted: "status.mail.submitted",
  mailed: "status.mail.mailed",
  in_transit: "status.mail.inTransit",
  delivered: "status.mail.delivered",
  returned: "status.mail.returned",
  failed: "status.mail.failed",
  cancelled: "status.mail.cancelled",
};

/** The `app` part's names for the order types (ORDER_TYPE_LABELS in English). */
export const ORDER_TYPE_IDS: Record<OrderType, MessageId> = {
  digital: "status.orderType.digital",
  mail: "status.orderType.mail",
  "follow-up-mail": "status.orderType.followUpMail",
  "data-request-mail": "status.orderType.dataRequestMail",
};

/**
 * Mail statuses and order types in the language shown; an unknown one is shown as it is. Pages
 * using it load the `app` part.
 */
export function useStatusNames() {
  const intl = useIntl();
  const name = (ids: Record<string, MessageId>, key: string) => {
    const id = Object.hasOwn(ids, key) ? ids[key] : undefined;
    return id ? intl.formatMessage({ id }) : key;
  };
  return {
    mailStatus: (status: string) => name(MAIL_STATUS_IDS, status),
    orderType: (type: string) => name(ORDER_TYPE_IDS, type),
  };
}
