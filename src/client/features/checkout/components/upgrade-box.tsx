import { ArrowRight, Mail } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import { PRICES } from "../../../../domain/money/prices.ts";
import { buttonClasses } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { useCheckoutText } from "../checkout-text.ts";
import { checkoutHref } from "../packages.ts";
import { splitCheckoutHref } from "../split-letters.ts";

/** Offered with the digital package: switch this checkout to the mail package. */
/** `letterIds`: a split's letters, switched together (decision 0034). */
export function UpgradeBox({ letterId, letterIds }: { letterId: number; letterIds?: number[] }) {
  const count = letterIds?.length ?? 1;
  const text = useCheckoutText();
  return (
    <section aria-labelledby="upgrade-box" className="grid gap-4 rounded-xl border border-amber-300 bg-amber-50 p-6">
      <div className="flex gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white text-navy-700"
        >
          <Mail className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="upgrade-box" className="font-semibold text-slate-900">
            <FormattedMessage id="checkout.upgrade.title" />
          </h2>
          <p className="text-sm leading-6 text-slate-700">
            <FormattedMessage
              id={count > 1 ? "checkout.upgrade.textSplit" : "checkout.upgrade.text"}
              values={{ extra: text.money(PRICES.upgrade), total: text.total(count, PRICES.mail) }}
            />
          </p>
        </div>
      </div>
      <Link
        href={letterIds ? splitCheckoutHref(letterIds, "mail") : checkoutHref(letterId, "mail")}
        className={cn(buttonClasses({ variant: "outline" }), "justify-self-start")}
      >
        <FormattedMessage id="checkout.upgrade.button" />
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
