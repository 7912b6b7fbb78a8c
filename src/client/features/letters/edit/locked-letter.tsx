import { useIntl } from "react-intl";
import type { MessageId } from "@/i18n/message-ids.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { useLetterPages } from "../api/letter-pages-api.ts";
import { PaperPages, usePaperPageLabels } from "../pages/paper-pages.tsx";
import { ReviewStep } from "../wizard/review-step.tsx";
import type { LetterFormValues } from "../wizard/wizard-steps.ts";

/** A letter handed to the mail service: every page of the copy that was mailed, with no way to change it. */
export function LockedLetter({
  letterId,
  values,
  mailedOn,
}: {
  letterId: number;
  values: LetterFormValues;
  mailedOn?: Date;
}) {
  const pages = useLetterPages(letterId);
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const pageLabels = usePaperPageLabels();
  return (
    <div className="grid gap-6">
      <Notice tone="info" title={t("wizard.locked.title")}>
        {intl.formatMessage(
          { id: "wizard.locked.body" },
          {
            mailed: mailedOn ? "yes" : "no",
            date: mailedOn ? intl.formatDate(mailedOn, { month: "short", day: "numeric", year: "numeric" }) : "",
          },
        )}
      </Notice>
      {/* The letter first: it is what this page is for; the details it was made from follow. */}
      <section aria-labelledby="locked-preview" className="grid w-full max-w-3xl min-w-0 gap-3">
        <h2 id="locked-preview" className="text-xl font-semibold tracking-tight text-slate-900">
          {t("wizard.locked.asMailed")}
        </h2>
        {pages.data ? (
          <PaperPages view={pages.data} labels={pageLabels} />
        ) : pages.isError ? (
          <Notice tone="error" role="alert" title={t("wizard.locked.pagesFailedTitle")}>
            {t("wizard.locked.pagesFailed")}
          </Notice>
        ) : (
          <div role="status">
            <span className="sr-only">{t("wizard.locked.loading")}</span>
            <Skeleton className="aspect-[612/792] w-full rounded-sm" />
          </div>
        )}
      </section>
      <section
        aria-labelledby="locked-details"
        className="min-w-0 rounded-xl border border-border bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="locked-details" className="mb-4 text-xl font-semibold tracking-tight text-slate-900">
          {t("wizard.locked.details")}
        </h2>
        <ReviewStep values={values} />
      </section>
    </div>
  );
}
