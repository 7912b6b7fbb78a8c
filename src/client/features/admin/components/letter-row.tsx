import type { AdminLetterRow } from "../../../../domain/admin.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { formatAmount, formatDate } from "@/lib/format.ts";
import { orderTypeLabel } from "../../../../domain/orders.ts";
import { Cell, Email, Missing, Mono } from "./admin-table.tsx";
import { LetterDownloads } from "./letter-downloads.tsx";
import { TrackingForm } from "./tracking-form.tsx";

export const LETTER_COLUMNS = ["Letter ID", "Order #", "User", "Name", "Platforms", "Status", "Type", "Amount", "Created", "Tracking", "Actions"] as const;

export function LetterRow({ letter }: { letter: AdminLetterRow }) {
  const paidMail = letter.status === "Paid" && letter.orderType === "mail";
  return (
    <tr className="border-t border-border">
      <Cell className="font-semibold text-slate-900">#{letter.id}</Cell>
      <Cell>{letter.orderId !== null ? `#${letter.orderId}` : <Missing />}</Cell>
      <Cell>
        <Email>{letter.userEmail}</Email>
      </Cell>
      <Cell className="min-w-28">{letter.fullName}</Cell>
      <Cell>{letter.platforms.join(", ")}</Cell>
      <Cell>
        <Badge variant={letter.status === "Paid" ? "success" : "warning"}>{letter.status}</Badge>
      </Cell>
      <Cell>{letter.orderType ? orderTypeLabel(letter.orderType) : <Missing />}</Cell>
      <Cell className="whitespace-nowrap tabular-nums">{letter.amount ? formatAmount(letter.amount) : <Missing />}</Cell>
      <Cell className="whitespace-nowrap">
        <time dateTime={letter.createdAt}>{formatDate(letter.createdAt)}</time>
      </Cell>
      <Cell>
        <span className="grid gap-2">
          {letter.mailTracking ? <Mono>{letter.mailTracking}</Mono> : paidMail ? null : <Missing />}
          {paidMail ? <TrackingForm letterId={letter.id} hasTracking={letter.mailTracking !== null} /> : null}
        </span>
      </Cell>
      <Cell>
        <LetterDownloads letterId={letter.id} />
      </Cell>
    </tr>
  );
}
