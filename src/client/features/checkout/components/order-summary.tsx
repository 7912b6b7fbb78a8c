import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { findRecipient } from "../../../../domain/letter/recipients.ts";
import { formatCents } from "../../../../domain/money/prices.ts";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import type { CheckoutLetter } from "../api/checkout-letter.ts";
import type { PackageInfo } from "../packages.ts";

/** What is being bought: the letter, its platforms and account, the package and the total. */
/** `pkg` is the package being bought; null for a letter already paid (no price to show). */
export function OrderSummary({
  letter,
  pkg,
  editHref,
}: {
  letter: CheckoutLetter;
  pkg: PackageInfo | null;
  editHref?: string;
}) {
  const recipient = findRecipient(letter.recipientBusinessId);
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Order summary</h2>
        {editHref && letter.editState !== "locked" ? (
          <Link href={editHref} className={cn(buttonClasses({ variant: "outline", size: "sm" }))}>
            <Pencil aria-hidden="true" />
            Edit letter
          </Link>
        ) : null}
      </div>
      <div className="mt-4 grid gap-1">
        <p className="font-semibold text-slate-900">Meta account reinstatement letter</p>
        <p className="text-sm text-slate-600">Letter #{letter.id}</p>
      </div>
      <dl className="mt-5 grid gap-4 border-t border-border pt-5 text-sm sm:grid-cols-2">
        <SummaryRow label="Platforms">{letter.platforms.join(", ")}</SummaryRow>
        <SummaryRow label="Account username">
          <span className="break-all">{letter.username}</span>
        </SummaryRow>
        <SummaryRow label="From">{letter.fullName}</SummaryRow>
        {letter.signature !== undefined ? (
          <SummaryRow label="Signature">{letter.signature ? "Signed" : "Not signed"}</SummaryRow>
        ) : null}
        {recipient ? (
          <SummaryRow label="Addressed to">
            {recipient.displayName}
            <span className="block font-normal text-slate-600">{recipient.fullAddress}</span>
          </SummaryRow>
        ) : null}
      </dl>
      {pkg ? (
        <>
          <div className="mt-5 flex items-baseline justify-between gap-4 border-t border-border pt-5">
            <p className="text-sm text-slate-700">{pkg.name}</p>
            <p className="text-sm font-semibold text-slate-900 tabular-nums">{formatCents(pkg.priceCents)}</p>
          </div>
          <div className="mt-2 flex items-baseline justify-between gap-4">
            <p className="font-semibold text-slate-900">Total</p>
            <p className="text-lg font-bold text-slate-900 tabular-nums">{formatCents(pkg.priceCents)}</p>
          </div>
        </>
      ) : null}
    </Card>
  );
}

function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
