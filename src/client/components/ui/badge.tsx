import type { ComponentProps } from "react";
import { cn } from "@/lib/cn.ts";

const variants = {
  neutral: "border-slate-200 bg-slate-100 text-slate-700",
  primary: "border-navy-200 bg-navy-50 text-navy-800",
  accent: "border-amber-300 bg-accent text-accent-foreground",
  success: "border-emerald-200 bg-emerald-50 text-emerald-800",
  warning: "border-amber-200 bg-amber-50 text-amber-900",
  destructive: "border-red-200 bg-red-50 text-red-800",
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  className,
  variant = "neutral",
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
