import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { inputClasses } from "@/components/ui/input.tsx";
import { useLengthLimit } from "@/components/ui/length-limit.tsx";
import { cn } from "@/lib/cn.ts";

/** A native <select> with the input look and a chevron (keyboard and phone pickers for free). */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(inputClasses, "appearance-none truncate pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

/** `limit`: counted and reported rather than cut, as on Input. */
export function Textarea({
  className,
  limit,
  ref,
  onInput,
  ...props
}: ComponentProps<"textarea"> & { limit?: number }) {
  const counted = useLengthLimit(limit, { ref, onInput, "aria-describedby": props["aria-describedby"] });
  return (
    <>
      <textarea
        className={cn(inputClasses, "h-auto min-h-24 resize-y py-2.5 leading-6", className)}
        {...props}
        {...counted.props}
      />
      {counted.note}
    </>
  );
}
