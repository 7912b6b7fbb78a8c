import type { ReactNode } from "react";
import { useSearchParams } from "wouter";
import { ADMIN_LETTER_FILTERS, type AdminLetterFilter } from "../../../../domain/admin.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { ADMIN_LETTERS_PAGE_SIZE, useAdminLetters } from "../api/admin-letters.ts";
import { AdminTable, HeaderRow } from "./admin-table.tsx";
import { LETTER_COLUMNS, LetterRow } from "./letter-row.tsx";
import { Pagination } from "./pagination.tsx";
import { StatusFilter } from "./status-filter.tsx";

/** The filter and page live in the address (?status=paid&page=2), so reload and Back keep them. */
function useLetterListParams() {
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get("status");
  const status: AdminLetterFilter = ADMIN_LETTER_FILTERS.find((filter) => filter === rawStatus) ?? "all";
  const rawPage = Number(params.get("page"));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const update = (next: { status: AdminLetterFilter; page: number }) => {
    const search = new URLSearchParams();
    if (next.status !== "all") search.set("status", next.status);
    if (next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };
  return { status, page, update };
}

function letterCount(total: number): string {
  return `${total.toLocaleString("en-US")} ${total === 1 ? "letter" : "letters"}`;
}

/** Every letter, paged and filtered by the server, with tracking entry and admin downloads. */
export function LettersManagement() {
  const { status, page, update } = useLetterListParams();
  const letters = useAdminLetters(status, page);
  const data = letters.data;
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / ADMIN_LETTERS_PAGE_SIZE));

  return (
    <Card className="overflow-hidden">
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <CardTitle as="h2">Demand Letters Management</CardTitle>
          <CardDescription aria-live="polite">{data ? letterCount(data.total) : "Counting letters…"}</CardDescription>
        </div>
        <StatusFilter value={status} onChange={(next) => update({ status: next, page: 1 })} />
      </CardHeader>
      <AdminTable caption="Demand letters" busy={letters.isPlaceholderData}>
        <HeaderRow columns={LETTER_COLUMNS} />
        <tbody>
          {data ? (
            data.items.map((letter) => <LetterRow key={letter.id} letter={letter} />)
          ) : letters.isError ? null : (
            <SkeletonRows />
          )}
          {data && data.items.length === 0 ? <MessageRow>No letters found for the selected filter.</MessageRow> : null}
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
        <Pagination page={page} pageCount={pageCount} disabled={letters.isPlaceholderData} onPageChange={(next) => update({ status, page: next })} />
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
