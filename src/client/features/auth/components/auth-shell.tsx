import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

interface AuthShellProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card: "Already have an account? Sign in". */
  footer?: ReactNode;
  tone?: "default" | "success" | "danger";
}

const iconTone = {
  default: "bg-navy-50 text-navy-700",
  success: "bg-emerald-50 text-emerald-700",
  danger: "bg-red-50 text-red-700",
} as const;

/** The centred card every sign-in page sits in, with the page's one h1. */
export function AuthShell({ icon, title, description, children, footer, tone = "default" }: AuthShellProps) {
  return (
    <div className="flex flex-1 items-start justify-center bg-slate-50 px-4 py-12 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-border bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 grid gap-2 text-center">
            {icon ? (
              <span
                aria-hidden="true"
                className={cn(
                  "mx-auto mb-2 flex size-12 items-center justify-center rounded-full [&_svg]:size-6",
                  iconTone[tone],
                )}
              >
                {icon}
              </span>
            ) : null}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {description ? <p className="text-sm leading-6 text-slate-600">{description}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
