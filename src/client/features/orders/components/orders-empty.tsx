import { Receipt } from "lucide-react";
import { FormattedMessage } from "react-intl";
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
        <h2 className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="orders.empty.title" />
        </h2>
        <p className="max-w-sm text-sm text-slate-600">
          <FormattedMessage id="orders.empty.text" />
        </p>
      </div>
      <Button asChild>
        <Link href="/create-letter">
          <FormattedMessage id="orders.empty.create" />
        </Link>
      </Button>
    </div>
  );
}
