import { CircleAlert, Info, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

const tones = {
  info: { box: "border-navy-200 bg-navy-50 text-navy-900", icon: Info, iconClass: "text-navy-700" },
  warning: { box: "border-amber-300 bg-amber-50 text-amber-950", icon: CircleAlert, iconClass: "text-amber-800" },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: CircleAlert, iconClass: "text-red-700" },
  muted: { box: "border-slate-200 bg-slate-50 text-slate-700", icon: ShieldCheck, iconClass: "text-slate-600" },
} as const;

interface NoticeProps {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  /** "status" announces it politely, "alert" at once; none for static text. */
  role?: "status" | "alert";
  className?: string;
}

/** A boxed message with an icon: cancelled payments, declines, the legal notice. */
export function Notice({ tone = "info", title, children, role, className }: NoticeProps) {
  const { box, icon: Icon, iconClass } = tones[tone];
  return (
    <div role={role} className={cn("flex gap-3 rounded-lg border p-4 text-sm leading-6", box, className)}>
      <Icon className={cn("mt-0.5 size-5 shrink-0", iconClass)} aria-hidden="true" />
      <div className="grid gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
