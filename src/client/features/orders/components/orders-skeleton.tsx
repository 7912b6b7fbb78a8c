import { FormattedMessage } from "react-intl";
import { Skeleton } from "@/components/ui/skeleton.tsx";

/** Placeholder order cards while /api/orders loads. */
export function OrdersSkeleton() {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">
        <FormattedMessage id="orders.loading" />
      </span>
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid gap-5 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-4 w-20" />
            </div>
            <Skeleton className="h-6 w-32 rounded-full" />
          </div>
          <div className="grid grid-cols-2 gap-4 border-t border-border pt-4 sm:grid-cols-3">
            {[0, 1, 2].map((cell) => (
              <div key={cell} className="grid gap-2">
                <Skeleton className="h-3 w-16" />
                <Skeleton className="h-4 w-24" />
              </div>
            ))}
          </div>
          <div className="flex gap-2">
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 w-36" />
          </div>
        </div>
      ))}
    </div>
  );
}
