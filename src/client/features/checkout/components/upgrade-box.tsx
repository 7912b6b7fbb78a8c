import { ArrowRight, Mail } from "lucide-react";
import { Link } from "wouter";
import { formatCents, PRICES, totalText } from "../../../../domain/money/prices.ts";
import { buttonClasses } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import { checkoutHref } from "../packages.ts";
import { splitCheckoutHref } from "../split-letters.ts";

/** Offered with the digital package: switch this checkout to the mail package. */
/** `letterIds`: a split's letters, switched together (decision 0034). */
export function UpgradeBox({ letterId, letterIds }: { letterId: number; letterIds?: number[] }) {
  const count = letterIds?.length ?? 1;
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
            Want us to mail it for you?
          </h2>
          <p className="text-sm leading-6 text-slate-700">
            {count > 1
              ? `For ${formatCents(PRICES.upgrade)} more a letter (${totalText(count, PRICES.mail)} in all) we print your letters and send each to its address by USPS Certified Mail, with tracking and proof of delivery. You still get the PDF and Word files.`
              : `For ${formatCents(PRICES.upgrade)} more (${formatCents(PRICES.mail)} in all) we print your letter and send it to Meta by USPS Certified Mail, with tracking and proof of delivery. You still get the PDF and Word files.`}
          </p>
        </div>
      </div>
      <Link
        href={letterIds ? splitCheckoutHref(letterIds, "mail") : checkoutHref(letterId, "mail")}
        className={cn(buttonClasses({ variant: "outline" }), "justify-self-start")}
      >
        Upgrade to Mail Package
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  );
}
