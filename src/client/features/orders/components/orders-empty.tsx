import { Receipt } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";

/** /orders with nothing bought yet. */
export function OrdersEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-navy-50 text-navy-700"
      >
        <Receipt className="size-7" />
      </span>
      <div className="grid gap-1.5">
        <h2 className="text-lg font-semibold text-slate-900">No Orders Yet</h2>
        <p className="max-w-sm text-sm text-slate-600">
          Once you create a demand letter and pay for it, your order and its downloads appear here.
        </p>
      </div>
      <Button asChild>
        <Link href="/create-letter">Create Demand Letter</Link>
      </Button>
    </div>
  );
}
