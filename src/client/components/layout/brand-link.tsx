import { Link } from "wouter";
import { BRAND } from "../../../domain/brand.ts";
import { cn } from "@/lib/cn.ts";

/** The logo: a folded-letter mark and the brand name, linking home. */
export function BrandLink({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link href="/" className={cn("inline-flex items-center gap-2.5 rounded-md", className)}>
      <span
        aria-hidden="true"
        className={cn(
          "flex size-8 items-center justify-center rounded-md",
          inverted ? "bg-white text-navy-800" : "bg-navy-700 text-white",
        )}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          aria-hidden="true"
        >
          <path d="M4 7.5 12 13l8-5.5" strokeLinecap="round" strokeLinejoin="round" />
          <rect x="3" y="5" width="18" height="14" rx="2" />
        </svg>
      </span>
      <span className={cn("text-lg font-bold tracking-tight", inverted ? "text-white" : "text-slate-900")}>
        {BRAND}
      </span>
    </Link>
  );
}
