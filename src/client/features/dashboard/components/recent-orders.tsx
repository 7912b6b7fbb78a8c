import { Receipt } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { srOnly } from "@/components/ui/sr-only.tsx";
import { useFormat } from "@/lib/format.ts";
import { useStatusNames } from "@/lib/status-names.ts";
import { useOrderList } from "@/features/orders/api/orders-query.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { RecentPanel } from "./recent-panel.tsx";

export function RecentOrders() {
  const orders = useOrderList();
  const recent = (orders.data ?? []).slice(0, 3); // the server sends them newest first
  const intl = useIntl();
  const format = useFormat();
  const { orderType } = useStatusNames();
  return (
    <RecentPanel
      id="recent-orders"
      title={intl.formatMessage({ id: "dashboard.recentOrders.title" })}
      viewAllHref="/orders"
      viewAllLabel={<FormattedMessage id="dashboard.recentOrders.viewAll" values={{ sr: srOnly }} />}
      loadFailed={<FormattedMessage id="dashboard.recentOrders.loadFailed" />}
      isLoading={orders.isLoading}
      isError={orders.isError}
      onRetry={() => void orders.refetch()}
      isEmpty={recent.length === 0}
      empty={
        <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500"
          >
            <Receipt className="size-6" />
          </span>
          <p className="text-sm font-medium text-slate-700">
            <FormattedMessage id="dashboard.recentOrders.empty" />
          </p>
        </div>
      }
    >
      {recent.map((order) => (
        <li key={order.id} className="flex items-start justify-between gap-4 px-4 py-4">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold text-slate-900">
              <FormattedMessage id="orders.number" values={{ id: String(order.id) }} />
            </p>
            <p className="text-sm text-slate-600">{orderType(order.type)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <p className="font-semibold text-slate-900 tabular-nums">{format.amount(order.amount)}</p>
            <OrderStatusBadge status={order.status} />
          </div>
        </li>
      ))}
    </RecentPanel>
  );
}
