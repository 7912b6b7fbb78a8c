import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useAdminQueue } from "../api/admin-queue.ts";
import { AdminTable, HeaderRow } from "./admin-table.tsx";
import { QUEUE_COLUMNS, QueueRow } from "./queue-row.tsx";

/** Every paid mail order waiting or in flight; hidden while the queue is empty. Polls every 30 s. */
export function OrdersQueue() {
  const queue = useAdminQueue();

  if (queue.isError && !queue.data) {
    return (
      <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm text-slate-800">
        <p>The orders queue could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void queue.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (!queue.data || queue.data.length === 0) return null;

  return (
    <Card className="overflow-hidden">
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle as="h2">Upgraded Orders Queue</CardTitle>
          <Badge variant="primary">{queue.data.length} in queue</Badge>
        </div>
        <CardDescription>
          Paid certified-mail orders waiting to go out or on their way. Refreshes every 30 seconds.
        </CardDescription>
      </CardHeader>
      <AdminTable caption="Upgraded Orders Queue">
        <HeaderRow columns={QUEUE_COLUMNS} />
        {queue.data.map((order) => (
          <QueueRow key={order.id} order={order} />
        ))}
      </AdminTable>
    </Card>
  );
}
