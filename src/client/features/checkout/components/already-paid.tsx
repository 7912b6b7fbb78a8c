import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { DownloadButtons } from "@/features/downloads/download-buttons.tsx";
import type { Order } from "@/features/orders/api/orders-query.ts";
import { UpgradeButton } from "@/features/orders/components/upgrade-button.tsx";
import { useCheckoutText } from "../checkout-text.ts";

/**
 * Checkout for a letter that is already paid: what it has, its files and, while it has no mail
 * yet, the upgrade, instead of a second Pay button.
 */
export function AlreadyPaid({ letterId, paid }: { letterId: number; paid: Order[] }) {
  const mail = paid.some((order) => order.type === "mail");
  const digital = paid.find((order) => order.type === "digital" && !order.isUpgrade);
  const intl = useIntl();
  const text = useCheckoutText();
  const bought = paid
    .map((order) =>
      intl.formatMessage({ id: "checkout.alreadyPaid.order" }, { name: text.orderType(order.type), id: order.id }),
    )
    .join(", ");
  return (
    <section
      aria-labelledby="already-paid-heading"
      className="grid gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-950 shadow-sm"
    >
      <h2 id="already-paid-heading" className="text-lg font-semibold">
        <FormattedMessage id="checkout.alreadyPaid.title" />
      </h2>
      <p>
        <FormattedMessage id="checkout.alreadyPaid.youHave" values={{ orders: bought }} />{" "}
        <FormattedMessage id={mail ? "checkout.alreadyPaid.mailed" : "checkout.alreadyPaid.download"} />
      </p>
      <DownloadButtons letterId={letterId} />
      {!mail && digital ? (
        <div className="grid gap-2">
          <p>
            <FormattedMessage id="checkout.alreadyPaid.upgrade" />
          </p>
          <div>
            <UpgradeButton orderId={digital.id} letterId={letterId} />
          </div>
        </div>
      ) : null}
      <div>
        <Button variant="outline" size="sm" asChild>
          <Link href="/orders">
            <FormattedMessage id="checkout.goToOrders" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
