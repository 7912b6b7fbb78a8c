import { CircleAlert, RotateCw } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { useOrderList } from "../api/orders-query.ts";
import { OrderCard } from "./order-card.tsx";
import { OrdersEmpty } from "./orders-empty.tsx";
import { OrdersSkeleton } from "./orders-skeleton.tsx";

/** Every order of the signed-in user, with loading, error and empty states. */
export function OrderList() {
  const orders = useOrderList();
  if (orders.isLoading) return <OrdersSkeleton />;
  if (orders.isError) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-border bg-white px-6 py-12 text-center">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
          <FormattedMessage id="orders.loadFailed" />
        </p>
        <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
          <RotateCw aria-hidden="true" />
          <FormattedMessage id="app.tryAgain" />
        </Button>
      </div>
    );
  }
  const list = orders.data ?? [];
  if (list.length === 0) return <OrdersEmpty />;
  return (
    <ul className="grid gap-4">
      {list.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} allOrders={list} />
        </li>
      ))}
    </ul>
  );
}
