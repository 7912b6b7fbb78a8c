import { FilePlus2, FileText } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { formatDate } from "@/lib/format.ts";
import { newest, useLetters } from "../api/dashboard-queries.ts";
import { RecentPanel } from "./recent-panel.tsx";

export function RecentLetters() {
  const letters = useLetters();
  const recent = newest(letters.data, 3);
  return (
    <RecentPanel
      id="recent-letters"
      title="Recent Demand Letters"
      viewAllHref="/letters"
      viewAllNoun="demand letters"
      isLoading={letters.isLoading}
      isError={letters.isError}
      onRetry={() => void letters.refetch()}
      isEmpty={recent.length === 0}
      empty={
        <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <FileText className="size-6" />
          </span>
          <p className="text-sm font-medium text-slate-700">No demand letters yet</p>
          <Button asChild size="sm">
            <Link href="/create-letter">
              <FilePlus2 aria-hidden="true" />
              Create Your First Letter
            </Link>
          </Button>
        </div>
      }
    >
      {recent.map((letter) => (
        <li key={letter.id} className="flex items-start justify-between gap-4 px-4 py-4">
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold text-slate-900">Letter #{letter.id}</p>
            <p className="truncate text-sm text-slate-600">{letter.platforms.join(", ")}</p>
            <p className="truncate text-sm text-slate-600">
              <span className="sr-only">Username: </span>
              {letter.username}
            </p>
          </div>
          <p className="shrink-0 text-sm text-slate-600">
            <span className="sr-only">Created </span>
            <time dateTime={letter.createdAt}>{formatDate(letter.createdAt)}</time>
          </p>
        </li>
      ))}
    </RecentPanel>
  );
}
