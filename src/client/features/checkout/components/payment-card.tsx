import { Check } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Badge } from "@/components/ui/badge.tsx";
import { Card } from "@/components/ui/card.tsx";
import { useCheckoutText } from "../checkout-text.ts";
import type { PackageInfo } from "../packages.ts";
import { PayButton } from "./pay-bar.tsx";

interface PaymentCardProps {
  pkg: PackageInfo;
  onPay: () => void;
  /** Creating the session or already on the way to the checkout page. */
  busy: boolean;
  /** Not ready yet (the letter is still loading). */
  disabled?: boolean;
  /** A split's letters paid together: the price is the total (decision 0034). */
  letterCount?: number;
}

/** The package, its price, what it includes, and the Pay button (on a phone, Pay is in the bar at the foot: `PayBar`). */
export function PaymentCard({ pkg, onPay, busy, disabled = false, letterCount = 1 }: PaymentCardProps) {
  const text = useCheckoutText();
  const price = text.money(pkg.priceCents * letterCount);
  return (
    <Card className="grid gap-5 p-6">
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-slate-600">
            <FormattedMessage id="checkout.card.yourPackage" />
          </p>
          <h2 className="text-xl font-bold text-slate-900">{text.orderType(pkg.type)}</h2>
        </div>
        {pkg.type === "mail" ? (
          <Badge variant="accent">
            <FormattedMessage id="checkout.card.mostPopular" />
          </Badge>
        ) : null}
      </div>
      <p className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
        {price}
        <span className="ml-2 text-sm font-medium tracking-normal text-slate-600">
          <FormattedMessage id="checkout.card.oneTime" />
        </span>
      </p>
      {letterCount > 1 ? (
        <p className="-mt-3 text-sm font-medium text-slate-700 tabular-nums">
          <FormattedMessage id="checkout.card.perLetter" values={{ total: text.total(letterCount, pkg.priceCents) }} />
        </p>
      ) : null}
      <ul className="grid gap-2.5 text-sm text-slate-700">
        {pkg.includes.map((line) => (
          <li key={line} className="flex gap-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <FormattedMessage id={line} />
          </li>
        ))}
      </ul>
      {pkg.type === "mail" ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-6 text-slate-700">
          <p className="font-semibold text-slate-900">
            <FormattedMessage id="checkout.card.mailTitle" />
          </p>
          <p className="mt-1">
            <FormattedMessage id="checkout.card.mailText" />
          </p>
        </div>
      ) : null}
      <div className="grid gap-3">
        <div className="hidden lg:grid">
          <PayButton price={price} onPay={onPay} busy={busy} disabled={disabled} className="w-full" />
        </div>
        <p className="text-center text-xs leading-5 text-slate-600">
          <FormattedMessage id="checkout.card.secure" />
        </p>
      </div>
    </Card>
  );
}
