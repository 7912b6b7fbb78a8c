import { PenLine } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { buttonClasses } from "@/components/ui/button.tsx";
import { withMessages } from "@/i18n/with-messages.tsx";
import { cn } from "@/lib/cn.ts";

/** Certified mail on an unsigned letter: say why we can't mail it yet, and offer to sign it. */
function Needed({ signHref, message }: { signHref: string; message?: string }) {
  const intl = useIntl();
  return (
    <section
      role="alert"
      aria-labelledby="signature-needed"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm leading-6 text-amber-950 sm:p-6"
    >
      <h2 id="signature-needed" className="flex items-center gap-2 text-base font-semibold">
        <PenLine className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <FormattedMessage id="checkout.signNeeded.title" />
      </h2>
      <p>{message ?? intl.formatMessage({ id: "checkout.signNeeded.text" })}</p>
      <Link href={signHref} className={cn(buttonClasses({ variant: "primary" }), "justify-self-start")}>
        <PenLine aria-hidden="true" />
        <FormattedMessage id="checkout.signNeeded.button" />
      </Link>
    </section>
  );
}

/**
 * Shown on the case page too, which loads the checkout's texts with it: the same parts as the
 * payment review beside it, which are then already here when a refusal shows this.
 */
export const SignatureNeeded = withMessages(["checkout", "wizard"], Needed);
