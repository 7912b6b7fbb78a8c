import { CircleAlert, Download, RotateCw } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useFormat } from "@/lib/format.ts";
import { type LetterListItem, listEditState, useLetterList } from "../api/letters-api.ts";
import { LetterActions } from "./letter-actions.tsx";
import { NoLettersYet } from "./no-letters-yet.tsx";
import { PayButton } from "./pay-button.tsx";

/** /letters: every letter the user has, newest first, each linking on to checkout or downloads. */
export function LetterList() {
  const letters = useLetterList();
  if (letters.isLoading) return <LoadingRows />;
  if (letters.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-border bg-white px-4 py-10 text-center"
      >
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <CircleAlert className="size-4 shrink-0 text-destructive" aria-hidden="true" />
          <FormattedMessage id="letters.loadFailed" />
        </p>
        <Button variant="outline" size="sm" onClick={() => void letters.refetch()}>
          <RotateCw aria-hidden="true" />
          <FormattedMessage id="app.tryAgain" />
        </Button>
      </div>
    );
  }
  if (!letters.data || letters.data.length === 0)
    return <NoLettersYet className="rounded-xl border border-border bg-white py-14 shadow-sm" />;
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-white shadow-sm">
      {letters.data.map((letter) => (
        <LetterRow key={letter.id} letter={letter} />
      ))}
    </ul>
  );
}

function LetterRow({ letter }: { letter: LetterListItem }) {
  const format = useFormat();
  return (
    <li className="flex flex-col gap-4 px-5 py-5 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-slate-900">
            <FormattedMessage id="letters.number" values={{ id: String(letter.id) }} />
          </h2>
          {letter.paid ? (
            <Badge variant="success">
              <FormattedMessage id="letters.paid" />
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-slate-700">{letter.platforms.join(", ")}</p>
        <p className="text-sm wrap-anywhere text-slate-600">
          <span className="sr-only">
            <FormattedMessage id="letters.username" />
          </span>
          {letter.username}
        </p>
        <p className="text-sm text-slate-600">
          <FormattedMessage
            id="letters.created"
            values={{
              date: format.date(letter.createdAt),
              time: (chunks) => <time dateTime={letter.createdAt}>{chunks}</time>,
            }}
          />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <LetterActions letterId={letter.id} editState={listEditState(letter)} />
        {letter.paid ? (
          <Link
            href="/orders"
            className="inline-flex h-9 items-center gap-2 rounded-sm px-1 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            <Download className="size-4" aria-hidden="true" />
            <FormattedMessage id="letters.downloadsInOrders" />
          </Link>
        ) : (
          <PayButton letterId={letter.id} />
        )}
      </div>
    </li>
  );
}

function LoadingRows() {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({ id: "letters.loading" })}
      aria-busy="true"
      className="divide-y divide-border rounded-xl border border-border bg-white"
    >
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center justify-between gap-4 px-5 py-5 sm:px-6">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
          <Skeleton className="h-9 w-36" />
        </li>
      ))}
    </ul>
  );
}
