import { mailStatusLabel } from "../../../../domain/case/mail-status.ts";
import { providerLabel } from "./queue-row.tsx";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { AdminLetterRow, AdminLetterStatus } from "../../../../domain/accounts/admin.ts";
import { orderTypeLabel } from "../../../../domain/money/orders.ts";
import { Badge, type BadgeVariant } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { formatAmount, formatDate } from "@/lib/format.ts";
import { Cell, Missing, Truncated } from "./admin-table.tsx";
import { LetterDownloads } from "./letter-downloads.tsx";
import { RefundDialog } from "./refund-dialog.tsx";
import { TrackingForm } from "./tracking-form.tsx";

export const LETTER_COLUMNS = [
  "Letter ID",
  "Order #",
  "User",
  "Name",
  "Platforms",
  "Status",
  "Type",
  "Amount",
  "Created",
  "Tracking",
  "Actions",
] as const;

const STATUS_BADGES: Record<AdminLetterStatus, BadgeVariant> = {
  Paid: "success",
  Pending: "warning",
  Refunded: "primary",
  Cancelled: "neutral",
};

/** What the letter's orders add up to (a $5 letter upgraded for $20 shows $25), else its pending order's price. */
function AmountCell({ letter }: { letter: AdminLetterRow }) {
  const paid = Number(letter.paidTotal) > 0;
  if (!paid && !letter.amount) return <Missing />;
  return (
    <span className="grid gap-0.5">
      <span className="whitespace-nowrap">{formatAmount(paid ? letter.paidTotal : (letter.amount ?? "0"))}</span>
      {/* May wrap under its amount, so a refund never widens the table past its card. */}
      {Number(letter.refundedTotal) > 0 ? (
        <span className="text-xs text-slate-600">{formatAmount(letter.refundedTotal)} refunded</span>
      ) : null}
    </span>
  );
}

export function LetterRow({ letter }: { letter: AdminLetterRow }) {
  const [refunding, setRefunding] = useState(false);
  const paidMail = letter.status === "Paid" && letter.orderType === "mail";
  const refundable = letter.status === "Paid" && letter.orderId !== null && letter.amount !== null;
  return (
    <tr className="border-t border-border">
      <Cell className="font-semibold whitespace-nowrap text-slate-900">
        {/* The customer's case page, where support sees the timeline and the evidence. */}
        <Link
          href={`/letters/${letter.id}`}
          className="rounded-sm text-navy-700 underline underline-offset-4 hover:text-navy-900"
        >
          #{letter.id}
        </Link>
      </Cell>
      <Cell className="whitespace-nowrap">{letter.orderId !== null ? `#${letter.orderId}` : <Missing />}</Cell>
      <Cell className="max-w-24">
        <Truncated text={letter.userEmail} />
      </Cell>
      <Cell className="max-w-24">
        <Truncated text={letter.fullName} />
      </Cell>
      <Cell className="max-w-24">
        <Truncated text={letter.platforms.join(", ")} />
      </Cell>
      <Cell>
        <Badge variant={STATUS_BADGES[letter.status]}>{letter.status}</Badge>
      </Cell>
      <Cell className="min-w-20">{letter.orderType ? orderTypeLabel(letter.orderType) : <Missing />}</Cell>
      <Cell className="tabular-nums">
        <AmountCell letter={letter} />
      </Cell>
      <Cell className="whitespace-nowrap">
        <time dateTime={letter.createdAt}>{formatDate(letter.createdAt)}</time>
      </Cell>
      <Cell className="min-w-28">
        <span className="grid gap-2">
          {letter.mailTracking ? (
            <Truncated text={letter.mailTracking} className="max-w-28 font-mono text-[0.8125rem] text-slate-900" />
          ) : paidMail ? null : (
            <Missing />
          )}
          {letter.mailProvider ? (
            <span className="text-xs text-slate-600">
              {providerLabel(letter.mailProvider)}: {mailStatusLabel(letter.mailStatus ?? "not_submitted")}
              {letter.mailJob ? <span className="block font-mono">{letter.mailJob}</span> : null}
            </span>
          ) : null}
          {paidMail ? (
            <TrackingForm
              letterId={letter.id}
              current={letter.mailTracking}
              delivered={letter.mailStatus === "delivered"}
            />
          ) : null}
        </span>
      </Cell>
      <Cell>
        <span className="flex flex-col items-start gap-2">
          <LetterDownloads letterId={letter.id} />
          {refundable ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setRefunding(true)}
              aria-label={`Refund order #${letter.orderId}`}
            >
              <Undo2 aria-hidden="true" />
              Refund
            </Button>
          ) : null}
        </span>
        {refundable && letter.orderId !== null && letter.amount !== null ? (
          <RefundDialog
            orderId={letter.orderId}
            amount={letter.amount}
            open={refunding}
            onClose={() => setRefunding(false)}
          />
        ) : null}
      </Cell>
    </tr>
  );
}
