import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { AuditLog } from "@/features/admin/components/audit-log.tsx";
import { LettersManagement } from "@/features/admin/components/letters-management.tsx";
import { OrdersQueue } from "@/features/admin/components/orders-queue.tsx";
import { RemovedOrders } from "@/features/admin/components/removed-orders.tsx";
import { SummaryStrip } from "@/features/admin/components/summary-strip.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

/** /admin: the mail queue (when it has orders) and every letter. The router lets only admins in. */
export default function AdminPage() {
  useDocumentTitle("Admin Center");
  return (
    <div className="flex-1 bg-slate-50">
      {/* As wide as the header: the tables cut long values and scroll inside their cards below 1280 px. */}
      <div className="container-page flex flex-col gap-8 py-10 sm:py-12">
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Center</h1>
            <Badge variant="accent" className="gap-1">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              Admin Access
            </Badge>
          </div>
          <p className="text-base text-slate-600">
            Run the business at a glance, the certified-mail queue, tracking numbers, refunds and every letter.
          </p>
        </div>
        <SummaryStrip />
        <OrdersQueue />
        <RemovedOrders />
        <LettersManagement />
        <AuditLog />
      </div>
    </div>
  );
}
