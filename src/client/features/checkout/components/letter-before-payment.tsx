import { RotateCw } from "lucide-react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useLetterPages } from "@/features/letters/api/letter-pages-api.ts";
import { PaperPages } from "@/features/letters/pages/paper-pages.tsx";
import { Notice } from "./notice.tsx";

export const PREVIEW_MARK = "Preview — not yet dated or sent";

/**
 * Checkout: the whole letter, page by page as its PDF will be, before anything is paid. Read-only.
 * A split shows each of its letters, each titled with its place in the split.
 */
export function LetterBeforePayment({
  letterId,
  packageType,
  title = "Your full letter",
}: {
  letterId: number;
  packageType: "digital" | "mail";
  title?: string;
}) {
  const pages = useLetterPages(letterId, { packageType });
  const count = pages.data?.pages.length;
  const headingId = `letter-before-payment-${letterId}`;
  return (
    <section aria-labelledby={headingId} className="mt-6 grid gap-4">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
            {count ? ` (${count} ${count === 1 ? "page" : "pages"})` : ""}
          </h2>
          <Badge variant="warning">{PREVIEW_MARK}</Badge>
        </div>
        <p className="text-sm leading-6 text-slate-700">
          {packageType === "mail"
            ? "Every page as we will print and mail it. It is dated the day it is handed to the mail service; the date shown is today’s."
            : "Every page as your PDF will be. It is dated the day your files are first made after payment; the date shown is today’s."}{" "}
          To change anything, use Edit letter before you pay.
        </p>
      </div>
      {pages.data ? (
        <PaperPages view={pages.data} labelPrefix="Preview, page" />
      ) : pages.isError ? (
        <Notice tone="error" role="alert" title="We couldn’t show your letter’s pages.">
          <p>Your letter is saved. Try again in a moment.</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void pages.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </Notice>
      ) : (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Laying out your letter’s pages</span>
          <Skeleton className="aspect-[612/792] w-full rounded-sm" />
        </div>
      )}
    </section>
  );
}
