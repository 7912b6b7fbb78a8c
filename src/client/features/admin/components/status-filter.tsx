import type { AdminLetterFilter } from "../../../../domain/accounts/admin.ts";
import { cn } from "@/lib/cn.ts";

const OPTIONS: Array<{ value: AdminLetterFilter; label: string }> = [
  { value: "all", label: "All Orders" },
  { value: "pending", label: "Pending Payment" },
  { value: "paid", label: "Paid Orders" },
  { value: "refunded", label: "Refunded" },
  { value: "cancelled", label: "Cancelled" },
];

/** A segmented control: the spec's All Orders, Pending Payment, Paid Orders, then Refunded and Cancelled. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: AdminLetterFilter;
  onChange: (value: AdminLetterFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter letters by payment status"
      className="grid grid-cols-3 gap-1 rounded-lg border border-slate-300 bg-slate-100 p-1 sm:inline-flex"
    >
      {OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(option.value)}
            className={cn(
              "min-h-9 rounded-md px-2 py-1.5 text-sm leading-tight font-semibold transition-colors sm:px-3 sm:whitespace-nowrap",
              active ? "bg-white text-navy-800 shadow-sm" : "text-slate-700 hover:bg-white/60 hover:text-slate-900",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
