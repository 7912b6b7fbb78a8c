import { FilePlus2, FileText } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/** 'No demand letters yet' with 'Create Your First Letter': the dashboard card and /letters. */
export function NoLettersYet({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col items-center gap-3 px-4 text-center", className)}>
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500"
      >
        <FileText className="size-6" />
      </span>
      <p className="text-sm font-medium text-slate-700">
        <FormattedMessage id="letters.none" />
      </p>
      <Button asChild size="sm">
        <Link href="/create-letter">
          <FilePlus2 aria-hidden="true" />
          <FormattedMessage id="letters.createFirst" />
        </Link>
      </Button>
    </div>
  );
}
