import { AdminShell } from "@/features/admin/components/admin-shell.tsx";
import { AuditLog } from "@/features/admin/components/audit-log.tsx";
import { LettersManagement } from "@/features/admin/components/letters-management.tsx";
import { OperatorAlerts } from "@/features/admin/components/operator-alerts.tsx";
import { OrdersQueue } from "@/features/admin/components/orders-queue.tsx";
import { RemovedOrders } from "@/features/admin/components/removed-orders.tsx";
import { SummaryStrip } from "@/features/admin/components/summary-strip.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

/** /admin: the open alerts, the mail queue (when it has orders) and every letter. The router lets only admins in. */
export default function AdminPage() {
  useDocumentTitle("Admin Center");
  return (
    <AdminShell>
      <SummaryStrip />
      <OperatorAlerts />
      <OrdersQueue />
      <RemovedOrders />
      <LettersManagement />
      <AuditLog />
    </AdminShell>
  );
}
