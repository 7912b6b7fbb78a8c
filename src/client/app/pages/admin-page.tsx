import { ShieldCheck } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { LettersManagement } from "@/features/admin/components/letters-management.tsx";
import { OrdersQueue } from "@/features/admin/components/orders-queue.tsx";
import { RemovedOrders } from "@/features/admin/components/removed-orders.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

/** /admin: the mail queue (when it has orders) and every letter. The router lets only admins in. */
export default function AdminPage() {
  useDocumentTitle("Admin Center");
  return (
    <div className="flex-1 bg-slate-50">
      {/* Wider than other pages: the admin tables have many columns. */}
      <div className="mx-auto flex w-full max-w-[96rem] flex-col gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Center</h1>
            <Badge variant="accent" className="gap-1">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              Admin Access
            </Badge>
          </div>
          <p className="text-base text-slate-600">Run the certified-mail queue, set tracking numbers and download any letter.</p>
        </div>
        <OrdersQueue />
        <RemovedOrders />
        <LettersManagement />
      </div>
    </div>
  );
}
