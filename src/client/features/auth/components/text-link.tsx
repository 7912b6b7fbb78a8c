import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/cn.ts";

/** An in-app link styled as text (navy, underlined on hover). */
export function TextLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className={cn(
        "rounded-sm font-semibold text-navy-700 underline-offset-4 hover:text-navy-900 hover:underline",
        className,
      )}
    >
      {children}
    </Link>
  );
}
