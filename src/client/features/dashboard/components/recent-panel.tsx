import { CircleAlert, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";

interface RecentPanelProps {
  id: string;
  title: string;
  viewAllHref: string;
  /** "View All", completed for screen readers ("View All demand letters"). */
  viewAllLabel: ReactNode;
  /** What the card says when its list cannot be read. */
  loadFailed: ReactNode;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  isEmpty: boolean;
  empty: ReactNode;
  children: ReactNode;
}

/** A dashboard card listing recent items, with its loading, error and empty states. */
export function RecentPanel(props: RecentPanelProps) {
  const { id, title, viewAllHref, viewAllLabel, loadFailed, isLoading, isError, onRetry, isEmpty, empty, children } =
    props;
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-xl border border-border bg-white shadow-sm">
      <div className="flex items-center justify-between gap-4 border-b border-border px-6 py-4">
        <h2 id={id} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          href={viewAllHref}
          className="rounded-sm text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
        >
          {viewAllLabel}
        </Link>
      </div>
      <div className="flex-1 p-2" aria-busy={isLoading || undefined}>
        {isLoading ? (
          <LoadingRows />
        ) : isError ? (
          <div className="flex flex-col items-center gap-3 px-4 py-8 text-center">
            <p className="flex items-center gap-2 text-sm text-slate-700">
              <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
              {loadFailed}
            </p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              <FormattedMessage id="app.tryAgain" />
            </Button>
          </div>
        ) : isEmpty ? (
          empty
        ) : (
          <ul className="divide-y divide-border">{children}</ul>
        )}
      </div>
    </section>
  );
}

function LoadingRows() {
  const intl = useIntl();
  return (
    <ul className="divide-y divide-border" aria-label={intl.formatMessage({ id: "app.loading" })}>
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center justify-between gap-4 px-4 py-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
          <Skeleton className="h-5 w-16" />
        </li>
      ))}
    </ul>
  );
}
