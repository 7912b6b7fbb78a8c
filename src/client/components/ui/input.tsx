import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";
import { useLengthLimit } from "./length-limit.tsx";

export const inputClasses = cn(
  "block h-11 w-full rounded-md border border-input bg-white px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm",
  "placeholder:text-slate-500 focus-visible:border-navy-600 disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-destructive",
);

/** `limit`: the most characters the field takes, counted and reported rather than cut (see useLengthLimit). */
export function Input({
  className,
  type = "text",
  limit,
  ref,
  onInput,
  ...props
}: ComponentProps<"input"> & { limit?: number }) {
  const counted = useLengthLimit(limit, { ref, onInput, "aria-describedby": props["aria-describedby"] });
  return (
    <>
      <input type={type} className={cn(inputClasses, className)} {...props} {...counted.props} />
      {counted.note}
    </>
  );
}
