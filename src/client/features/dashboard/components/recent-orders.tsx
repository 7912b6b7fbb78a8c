import { Receipt } from "lucide-react";
import { orderTypeLabel } from "../../../../domain/money/orders.ts";
import { formatAmount, formatDate } from "@/lib/format.ts";
import { useOrderList } from "@/features/orders/api/orders-query.ts";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { RecentPanel } from "./recent-panel.tsx";

export function RecentOrders() {
  const orders = useOrderList();
  const recent = (orders.data ?? []).slice(0, 3); // the server sends them newest first
  return (
    <RecentPanel
      id="recent-orders"
      title="Recent Orders"
      viewAllHref="/orders"
      viewAllNoun="orders"
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
          <p className="text-sm font-medium text-slate-700">No orders yet</p>
        </div>
      }
    >
      {recent.map((order) => (
        <li key={order.id} className="flex items-start justify-between gap-4 px-4 py-4">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold text-slate-900">Order #{order.id}</p>
            <p className="text-sm text-slate-600">{orderTypeLabel(order.type)}</p>
            <p className="text-sm text-slate-600">
              <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1.5">
            <p className="font-semibold text-slate-900 tabular-nums">{formatAmount(order.amount)}</p>
            <OrderStatusBadge status={order.status} />
          </div>
        </li>
      ))}
    </RecentPanel>
  );
}
