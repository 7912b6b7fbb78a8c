import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";

export function Spinner({ label = "Loading", className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center", className)}>
      <LoaderCircle className="size-8 animate-spin text-navy-600" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the space it is given (the whole screen by default). */
export function CenteredSpinner({ label, className }: { label?: string; className?: string }) {
  return (
    <div className={cn("flex min-h-screen items-center justify-center", className)}>
      <Spinner label={label} />
    </div>
  );
}
