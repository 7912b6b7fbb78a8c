import { useIntl } from "react-intl";
import type { OrderType } from "../../../domain/money/orders.ts";
import { amountToCents } from "../../../domain/money/prices.ts";
import type { MessageId } from "@/i18n/message-ids.ts";

const ORDER_TYPE_IDS: Record<OrderType, MessageId> = {
  digital: "checkout.orderType.digital",
  mail: "checkout.orderType.mail",
  "follow-up-mail": "checkout.orderType.follow-up-mail",
  "data-request-mail": "checkout.orderType.data-request-mail",
};

/**
 * Money, package names and totals as the checkout shows them, in the language shown: US dollars
 * in that language's US conventions ("$25.00" in English).
 */
export function useCheckoutText() {
  const intl = useIntl();
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: "currency", currency: "USD" });
  return {
    money,
    /** "25.00", numeric text from the API. */
    amount: (amount: string | number) => money(amountToCents(String(amount))),
    /** "3 letters × $5.00 = $15.00"; one letter is just its price. */
    total: (letterCount: number, cents: number) =>
      letterCount <= 1
        ? money(cents)
        : intl.formatMessage(
            { id: "checkout.totalText" },
            { count: letterCount, price: money(cents), total: money(letterCount * cents) },
          ),
    /** 'Digital Letter' or 'Letter + Certified Mail'; an unknown type is shown as it is. */
    orderType: (type: string) => {
      const id = ORDER_TYPE_IDS[type as OrderType];
      return id ? intl.formatMessage({ id }) : type;
    },
  };
}
