import { Link } from "wouter";
import { orderTypeLabel } from "../../../../domain/money/orders.ts";
import { Button } from "@/components/ui/button.tsx";
import { DownloadButtons } from "@/features/downloads/download-buttons.tsx";
import type { Order } from "@/features/orders/api/orders-query.ts";
import { UpgradeButton } from "@/features/orders/components/upgrade-button.tsx";

/**
 * Checkout for a letter that is already paid: what it has, its files and, while it has no mail
 * yet, the upgrade, instead of a second Pay button.
 */
export function AlreadyPaid({ letterId, paid }: { letterId: number; paid: Order[] }) {
  const mail = paid.some((order) => order.type === "mail");
  const digital = paid.find((order) => order.type === "digital" && !order.isUpgrade);
  return (
    <section
      aria-labelledby="already-paid-heading"
      className="grid gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-sm text-emerald-950 shadow-sm"
    >
      <h2 id="already-paid-heading" className="text-lg font-semibold">
        This letter is already paid
      </h2>
      <p>
        You have: {paid.map((order) => `${orderTypeLabel(order.type)} (order #${order.id})`).join(", ")}.{" "}
        {mail ? "It is sent by USPS Certified Mail; follow it under My Orders." : "Download it below."}
      </p>
      <DownloadButtons letterId={letterId} />
      {!mail && digital ? (
        <div className="grid gap-2">
          <p>Want it mailed too? Upgrade to USPS Certified Mail for the difference.</p>
          <div>
            <UpgradeButton orderId={digital.id} letterId={letterId} />
          </div>
        </div>
      ) : null}
      <div>
        <Button variant="outline" size="sm" asChild>
          <Link href="/orders">Go to My Orders</Link>
        </Button>
      </div>
    </section>
  );
}
