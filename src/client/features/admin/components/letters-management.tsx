import { Download, Search, X } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { useSearchParams } from "wouter";
import { ADMIN_LETTER_FILTERS, type AdminLetterFilter } from "../../../../domain/accounts/admin.ts";
import { Button } from "@/components/ui/button.tsx";
import { inputClasses } from "@/components/ui/input.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import {
  ADMIN_LETTERS_PAGE_SIZE,
  type LetterPagePosition,
  lettersExportUrl,
  useAdminLetters,
} from "../api/admin-letters.ts";
import { AdminTable, HeaderRow } from "./admin-table.tsx";
import { LETTER_COLUMNS, LetterRow } from "./letter-row.tsx";
import { Pagination } from "./pagination.tsx";
import { StatusFilter } from "./status-filter.tsx";

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/**
 * The filter and page live in the address (?status=paid&page=2&before=1234), so reload and Back
 * keep them; the id beside the page lets the server find it at any depth.
 */
function useLetterListParams() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get("status");
  const status: AdminLetterFilter = ADMIN_LETTER_FILTERS.find((filter) => filter === rawStatus) ?? "all";
  const page = positiveInteger(params.get("page")) ?? 1;
  const q = params.get("q")?.trim() || undefined;
  const position: LetterPagePosition = {
    status,
    q,
    page,
    before: positiveInteger(params.get("before")),
    after: positiveInteger(params.get("after")),
  };
  const update = (next: LetterPagePosition) => {
    const search = new URLSearchParams();
    if (next.status !== "all") search.set("status", next.status);
    if (next.q) search.set("q", next.q);
    if (next.page > 1) search.set("page", String(next.page));
    if (next.page > 1 && next.before !== undefined) search.set("before", String(next.before));
    if (next.page > 1 && next.after !== undefined) search.set("after", String(next.after));
    setParams(search);
  };
  return { position, update };
}

function letterCount(total: number, capped: boolean, searching: boolean): string {
  const number = `${total.toLocaleString("en-US")}${capped ? "+" : ""}`;
  return `${number} ${total === 1 && !capped ? "letter" : "letters"}${searching ? " found" : ""}`;
}

/** Every letter, paged and filtered by the server, with tracking entry and admin downloads. */
export function LettersManagement() {
  const { position, update } = useLetterListParams();
  const { status, q, page } = position;
  const letters = useAdminLetters(position);
  const data = letters.data;
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / ADMIN_LETTERS_PAGE_SIZE));

  return (
    <Card className="overflow-hidden">
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <CardTitle as="h2">Demand Letters Management</CardTitle>
          <CardDescription aria-live="polite">
            {data ? letterCount(data.total, data.totalCapped, Boolean(q)) : "Counting letters…"}
          </CardDescription>
        </div>
        <StatusFilter value={status} onChange={(next) => update({ status: next, q, page: 1 })} />
      </CardHeader>
      <div className="flex flex-wrap items-end justify-between gap-3 px-6 pb-4">
        <SearchForm
          key={q ?? ""}
          value={q ?? ""}
          onSearch={(next) => update({ status, q: next || undefined, page: 1 })}
        />
        <Button variant="outline" size="sm" asChild>
          <a href={lettersExportUrl(status, q)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <AdminTable caption="Demand letters" busy={letters.isPlaceholderData}>
        <HeaderRow columns={LETTER_COLUMNS} />
        <tbody>
          {data ? (
            data.items.map((letter) => <LetterRow key={letter.id} letter={letter} />)
          ) : letters.isError ? null : (
            <SkeletonRows />
          )}
          {data && data.items.length === 0 ? (
            <MessageRow>
              {q ? `No letters match “${q}” for the selected filter.` : "No letters found for the selected filter."}
            </MessageRow>
          ) : null}
          {letters.isError && !data ? (
            <MessageRow>
              <span role="alert">The letters could not be loaded.</span>{" "}
              <Button variant="link" onClick={() => void letters.refetch()}>
                Try again
              </Button>
            </MessageRow>
          ) : null}
        </tbody>
      </AdminTable>
      {data && data.total > 0 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          hasPrevious={data.prevAfter !== null}
          hasNext={data.nextBefore !== null}
          disabled={letters.isPlaceholderData}
          onPrevious={() => update({ status, q, page: page - 1, after: data.prevAfter ?? undefined })}
          onNext={() => update({ status, q, page: page + 1, before: data.nextBefore ?? undefined })}
        />
      ) : null}
    </Card>
  );
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <tr className="border-t border-border">
      <td colSpan={LETTER_COLUMNS.length} className="p-0">
        {/* Centred in the visible part of the scroll box, not in the whole wide table. */}
        <div className="sticky left-0 w-[100cqw] px-6 py-10 text-center text-sm text-slate-600">{children}</div>
      </td>
    </tr>
  );
}

function SkeletonRows() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((row) => (
        <tr key={row} className="border-t border-border">
          {LETTER_COLUMNS.map((column) => (
            <td key={column} className="px-4 py-4">
              <Skeleton className="h-4 w-20" />
            </td>
          ))}
        </tr>
      ))}
      <tr className="sr-only">
        <td colSpan={LETTER_COLUMNS.length} role="status">
          Loading letters
        </td>
      </tr>
    </>
  );
}

/** Search by email, name, letter or order number; Enter or the button searches, the cross clears. */
function SearchForm({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 100));
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full max-w-md items-end gap-2">
      <div className="grid flex-1 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Search letters
        </label>
        <div className="relative">
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Email, name, letter or order number"
            className={`${inputClasses} pr-9`}
          />
          {value ? (
            <button
              type="button"
              onClick={() => onSearch("")}
              aria-label="Clear the search"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-navy-700"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
