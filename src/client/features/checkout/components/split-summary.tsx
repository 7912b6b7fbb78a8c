import { useQueries } from "@tanstack/react-query";
import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import { findRecipient } from "../../../../domain/letter/recipients.ts";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { editLetterHref } from "@/features/letters/letter-links.ts";
import type { CheckoutLetter } from "../api/checkout-letter.ts";
import { useCheckoutText } from "../checkout-text.ts";
import type { PackageInfo } from "../packages.ts";

/**
 * The letters of a split paid in one checkout (decision 0034): each letter with its platforms,
 * its address and its price, then the total, shown before the Pay button.
 */
export function SplitSummary({ letterIds, pkg }: { letterIds: number[]; pkg: PackageInfo }) {
  const text = useCheckoutText();
  const name = text.orderType(pkg.type);
  const letters = useQueries({
    queries: letterIds.map((id) => ({ queryKey: ["/api/demand-letters", id] })),
  });
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="checkout.summary.title" />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage id="checkout.split.intro" />
      </p>
      <ul className="mt-5 grid gap-4 border-t border-border pt-5">
        {letterIds.map((id, index) => {
          const letter = letters[index]?.data as CheckoutLetter | undefined;
          const recipient = letter ? findRecipient(letter.recipientBusinessId) : undefined;
          return (
            <li key={id} className="flex items-start justify-between gap-4 text-sm">
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold text-slate-900">
                  <FormattedMessage id="checkout.summary.letterNumber" values={{ id }} />
                  {letter?.editState === "editable" ? (
                    <Link
                      href={editLetterHref(id, { package: pkg.type })}
                      className="ml-3 rounded-sm font-semibold text-navy-700 underline underline-offset-4"
                    >
                      <FormattedMessage id="checkout.split.edit" />
                      <span className="sr-only">
                        {" "}
                        <FormattedMessage id="checkout.summary.letterNumber" values={{ id }} />
                      </span>
                    </Link>
                  ) : null}
                </p>
                {letter ? (
                  <>
                    <p className="text-slate-700">{letter.platforms.join(", ")}</p>
                    <p className="wrap-anywhere text-slate-600">
                      <span className="sr-only">
                        <FormattedMessage id="checkout.split.account" />
                      </span>
                      {letter.username}
                    </p>
                    {recipient ? (
                      <p className="text-slate-600">
                        <FormattedMessage
                          id="checkout.split.to"
                          values={{ name: recipient.displayName, address: recipient.fullAddress }}
                        />
                      </p>
                    ) : null}
                  </>
                ) : (
                  <Skeleton className="h-4 w-40" />
                )}
              </div>
              <p className="shrink-0 font-semibold text-slate-900 tabular-nums">
                <span className="sr-only">{name}: </span>
                {text.money(pkg.priceCents)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-border pt-5">
        <p className="font-semibold text-slate-900">
          <FormattedMessage id="checkout.summary.total" />
        </p>
        <p className="text-lg font-bold text-slate-900 tabular-nums">{text.money(pkg.priceCents * letterIds.length)}</p>
        <p className="w-full text-sm text-slate-700 tabular-nums">
          <FormattedMessage
            id="checkout.split.packageTotal"
            values={{ name, total: text.total(letterIds.length, pkg.priceCents) }}
          />
        </p>
      </div>
    </Card>
  );
}
