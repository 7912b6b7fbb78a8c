import { RotateCw } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useLetterPages } from "@/features/letters/api/letter-pages-api.ts";
import { PaperPages } from "@/features/letters/pages/paper-pages.tsx";
import { Notice } from "./notice.tsx";

/**
 * Checkout: the whole letter, page by page as its PDF will be, before anything is paid. Read-only.
 * A split shows each of its letters, each titled with its place in the split.
 */
export function LetterBeforePayment({
  letterId,
  packageType,
  title,
}: {
  letterId: number;
  packageType: "digital" | "mail";
  title?: string;
}) {
  const intl = useIntl();
  const heading = title ?? intl.formatMessage({ id: "checkout.letter.title" });
  const pages = useLetterPages(letterId, { packageType });
  const count = pages.data?.pages.length;
  const headingId = `letter-before-payment-${letterId}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {count ? intl.formatMessage({ id: "checkout.letter.titleWithPages" }, { title: heading, count }) : heading}
          </h2>
          <Badge variant="warning">
            <FormattedMessage id="checkout.letter.previewMark" />
          </Badge>
        </div>
        <p className="text-sm leading-6 text-slate-700">
          <FormattedMessage
            id={packageType === "mail" ? "checkout.letter.aboutMail" : "checkout.letter.aboutDigital"}
          />{" "}
          <FormattedMessage id="checkout.letter.toChange" />
        </p>
      </div>
      {pages.data ? (
        <PaperPages view={pages.data} labelPrefix={intl.formatMessage({ id: "checkout.letter.pageLabel" })} />
      ) : pages.isError ? (
        <Notice tone="error" role="alert" title={intl.formatMessage({ id: "checkout.letter.failedTitle" })}>
          <p>
            <FormattedMessage id="checkout.letter.failedText" />
          </p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void pages.refetch()}>
            <RotateCw aria-hidden="true" />
            <FormattedMessage id="checkout.tryAgain" />
          </Button>
        </Notice>
      ) : (
        <div role="status" className="grid gap-2">
          <span className="sr-only">
            <FormattedMessage id="checkout.letter.laying" />
          </span>
          <Skeleton className="aspect-[612/792] w-full rounded-sm" />
        </div>
      )}
    </section>
  );
}
