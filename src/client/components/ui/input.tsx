import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

export const inputClasses = cn(
  "block h-11 w-full rounded-md border border-input bg-white px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm",
  "placeholder:text-slate-500 focus-visible:border-navy-600 disabled:cursor-not-allowed disabled:opacity-60",
  "aria-invalid:border-destructive",
);

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />;
}
