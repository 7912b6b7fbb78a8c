import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";
import { useFocusOnMount } from "@/lib/use-focus-on-mount.ts";

const iconTone = {
  default: "bg-navy-50 text-navy-700",
  success: "bg-emerald-50 text-emerald-700",
  danger: "bg-red-50 text-red-700",
} as const;

interface ResultPanelProps {
  icon: ReactNode;
  tone?: keyof typeof iconTone;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** A centred card with the page's one h1: the outcome of a payment. */
export function ResultPanel({ icon, tone = "default", title, description, children }: ResultPanelProps) {
  /* Reached from the card page: Tab starts from the outcome, not from the top of the page. */
  const focusRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-12 sm:py-16">
      <div className="w-full max-w-xl rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
        <div className="grid gap-2 text-center">
          <span
            aria-hidden="true"
            className={cn(
              "mx-auto mb-2 flex size-14 items-center justify-center rounded-full [&_svg]:size-7",
              iconTone[tone],
            )}
          >
            {icon}
          </span>
          <h1 ref={focusRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 outline-none">
            {title}
          </h1>
          {description ? <div className="text-sm leading-6 text-slate-600">{description}</div> : null}
        </div>
        {children ? <div className="mt-6 grid gap-5">{children}</div> : null}
      </div>
    </div>
  );
}
