import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { findRecipient } from "../../../../domain/letter/recipients.ts";
import { buttonClasses } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import type { CheckoutLetter } from "../api/checkout-letter.ts";
import { useCheckoutText } from "../checkout-text.ts";
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
  const intl = useIntl();
  const text = useCheckoutText();
  const label = (id: "platforms" | "username" | "from" | "signature" | "addressedTo") =>
    intl.formatMessage({ id: `checkout.summary.${id}` });
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="checkout.summary.title" />
        </h2>
        {editHref && letter.editState !== "locked" ? (
          <Link href={editHref} className={cn(buttonClasses({ variant: "outline", size: "sm" }))}>
            <Pencil aria-hidden="true" />
            <FormattedMessage id="checkout.summary.edit" />
          </Link>
        ) : null}
      </div>
      <div className="mt-4 grid gap-1">
        <p className="font-semibold text-slate-900">
          <FormattedMessage id="checkout.summary.product" />
        </p>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="checkout.summary.letterNumber" values={{ id: letter.id }} />
        </p>
      </div>
      <dl className="mt-5 grid gap-4 border-t border-border pt-5 text-sm sm:grid-cols-2">
        <SummaryRow label={label("platforms")}>{letter.platforms.join(", ")}</SummaryRow>
        <SummaryRow label={label("username")}>
          <span className="break-all">{letter.username}</span>
        </SummaryRow>
        <SummaryRow label={label("from")}>{letter.fullName}</SummaryRow>
        {letter.signature !== undefined ? (
          <SummaryRow label={label("signature")}>
            <FormattedMessage id={letter.signature ? "checkout.summary.signed" : "checkout.summary.notSigned"} />
          </SummaryRow>
        ) : null}
        {recipient ? (
          <SummaryRow label={label("addressedTo")}>
            {/* Meta's address as the letter prints it: English by design. */}
            <span lang="en">
              {recipient.displayName}
              <span className="block font-normal text-slate-600">{recipient.fullAddress}</span>
            </span>
          </SummaryRow>
        ) : null}
      </dl>
      {pkg ? (
        <>
          <div className="mt-5 flex items-baseline justify-between gap-4 border-t border-border pt-5">
            <p className="text-sm text-slate-700">{text.orderType(pkg.type)}</p>
            <p className="text-sm font-semibold text-slate-900 tabular-nums">{text.money(pkg.priceCents)}</p>
          </div>
          <div className="mt-2 flex items-baseline justify-between gap-4">
            <p className="font-semibold text-slate-900">
              <FormattedMessage id="checkout.summary.total" />
            </p>
            <p className="text-lg font-bold text-slate-900 tabular-nums">{text.money(pkg.priceCents)}</p>
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
