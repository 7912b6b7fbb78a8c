import { ArrowLeft, ArrowRight, FileDown } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useCase } from "@/features/case/api/case-api.ts";
import { useCaseFormat } from "@/features/case/case-format.ts";
import { useNextStep, useRefundWhat } from "@/features/case/case-texts.ts";
import { CaseTimeline } from "@/features/case/components/case-timeline.tsx";
import { ReadingCopyLink, readingCopyHref } from "@/features/case/components/reading-copy-link.tsx";
import { EvidenceGuidance } from "@/features/case/components/evidence-guidance.tsx";
import { EscalationCard } from "@/features/case/components/escalation-card.tsx";
import { AppealWindowCard } from "@/features/case/components/appeal-window-card.tsx";
import { CountyField } from "@/features/case/components/county-field.tsx";
import { OutOfCourtCard } from "@/features/case/components/out-of-court-card.tsx";
import { EvidenceSection } from "@/features/case/components/evidence-section.tsx";
import { FinalNoticeCard } from "@/features/case/components/final-notice-card.tsx";
import { MailTrackingBox } from "@/features/orders/components/mail-tracking-box.tsx";
import { OutcomeForm } from "@/features/case/components/outcome-form.tsx";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { letterIdFromParam } from "@/features/checkout/packages.ts";
import { RemindersCard } from "@/features/case/components/reminders-card.tsx";
import { SendingForm } from "@/features/case/components/sending-form.tsx";
import type { LetterDocument } from "@/features/downloads/download-letter-file.ts";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import type { CaseView } from "../../../domain/case/case.ts";
import { dayIn } from "../../../domain/time/clock.ts";
import { PageHeader } from "./page-header.tsx";

/** /letters/{id}: the letter's case, from creation through delivery, the deadline and what happened. */
export default function CasePage() {
  const intl = useIntl();
  const format = useCaseFormat();
  const letterId = letterIdFromParam(useParams<{ id: string }>().id ?? null);
  const title = letterId
    ? intl.formatMessage({ id: "case.page.title" }, { id: letterId })
    : intl.formatMessage({ id: "case.page.titleNoId" });
  useDocumentTitle(title);
  const view = useCase(letterId ?? 0);
  /* Back from a cancelled checkout for the final notice's mailing. */
  const cancelled = new URLSearchParams(useSearch()).get("cancelled") === "1";
  const back = (
    <Button variant="outline" asChild>
      <Link href="/letters">
        <ArrowLeft aria-hidden="true" />
        <FormattedMessage id="case.page.back" />
      </Link>
    </Button>
  );

  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid max-w-3xl gap-6 py-10 sm:py-12">
        <PageHeader title={title} description={intl.formatMessage({ id: "case.page.description" })} actions={back} />
        {letterId === null || view.isError ? (
          <Notice tone="error" role="alert" title={intl.formatMessage({ id: "case.page.notFound.title" })}>
            <FormattedMessage id="case.page.notFound.text" />{" "}
            <Link href="/letters" className="rounded-sm font-semibold underline underline-offset-4">
              <FormattedMessage id="case.page.notFound.link" />
            </Link>
          </Notice>
        ) : !view.data ? (
          <CenteredSpinner label={intl.formatMessage({ id: "case.page.loading" })} className="min-h-[40vh]" />
        ) : (
          <>
            {view.data.viewer === "support" ? (
              <Notice tone="warning" role="status" title={intl.formatMessage({ id: "case.page.support.title" })}>
                <FormattedMessage id="case.page.support.text" />
              </Notice>
            ) : null}
            {cancelled ? (
              <Notice tone="warning" role="status" title={intl.formatMessage({ id: "case.page.cancelled.title" })}>
                <FormattedMessage id="case.page.cancelled.text" />
              </Notice>
            ) : null}
            {view.data.refunds.length > 0 ? <RefundNotice view={view.data} /> : null}
            <NextStep letterId={letterId} view={view.data} />
            <Card>
              <CardHeader>
                <CardTitle as="h2">
                  <FormattedMessage id="case.timeline.title" />
                </CardTitle>
                <p className="text-sm text-slate-600">
                  <FormattedMessage
                    id="case.timeline.zone"
                    values={{
                      zone: intl.locale === "en-US" ? view.data.timeZoneName : format.zoneName(view.data.timeZone),
                    }}
                  />
                </p>
              </CardHeader>
              <CardContent>
                <CaseTimeline
                  events={view.data.events}
                  today={dayIn(new Date(), view.data.timeZone)}
                  timeZone={view.data.timeZone}
                />
              </CardContent>
            </Card>
            {view.data.letterMailing ? (
              <Card id="mailing" className="scroll-mt-24">
                <CardHeader>
                  <CardTitle as="h2">
                    <FormattedMessage id="case.mailing.title" />
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <MailTrackingBox
                    mailStatus={view.data.letterMailing.status}
                    mailTracking={view.data.letterMailing.trackingNumber}
                    delivery={view.data.letterMailing}
                  />
                </CardContent>
              </Card>
            ) : null}
            {view.data.sendingRecordable ? (
              <Card id="sent" className="scroll-mt-24">
                <CardHeader>
                  <CardTitle as="h2">
                    <FormattedMessage id="case.sending.title" />
                  </CardTitle>
                  <p className="text-sm text-slate-600">
                    <FormattedMessage id={view.data.outOfCourt ? "case.sending.introAbroad" : "case.sending.introUs"} />
                  </p>
                </CardHeader>
                <CardContent>
                  <SendingForm
                    letterId={letterId}
                    current={view.data.sending}
                    today={dayIn(new Date(), view.data.timeZone)}
                    usSender={!view.data.outOfCourt}
                  />
                </CardContent>
              </Card>
            ) : null}
            {view.data.outcome?.kind === "restored" ? null : (
              <AppealWindowCard
                letterId={letterId}
                window={view.data.appealWindow}
                canEdit={view.data.viewer === "owner"}
              />
            )}
            {view.data.paid ? (
              <Card id="outcome" className="scroll-mt-24">
                <CardHeader>
                  <CardTitle as="h2">
                    <FormattedMessage id="case.outcome.title" />
                  </CardTitle>
                  <p className="text-sm text-slate-600">
                    <FormattedMessage id="case.outcome.intro" />
                  </p>
                </CardHeader>
                <CardContent>
                  <OutcomeForm letterId={letterId} current={view.data.outcome} />
                </CardContent>
              </Card>
            ) : null}
            {view.data.viewer === "owner" && view.data.paid ? <RemindersCard /> : null}
            {view.data.followUpOffered || view.data.noticeMailing ? (
              <FinalNoticeCard
                letterId={letterId}
                offered={view.data.followUpOffered}
                mailing={view.data.noticeMailing}
                copy={view.data.noticeCopy}
                today={dayIn(new Date(), view.data.timeZone)}
              />
            ) : null}
            {view.data.paid || view.data.refunds.length > 0 ? (
              <Card id="evidence" className="scroll-mt-24">
                <CardHeader>
                  <CardTitle as="h2">
                    <FormattedMessage id="case.evidence.title" />
                  </CardTitle>
                  <p className="text-sm text-slate-600">
                    <FormattedMessage id="case.evidence.intro" />
                  </p>
                </CardHeader>
                <CardContent className="grid gap-6">
                  {view.data.paid ? <EvidenceGuidance /> : null}
                  <EvidenceSection
                    letterId={letterId}
                    viewer={view.data.viewer}
                    timeZone={view.data.timeZone}
                    canUpload={view.data.paid}
                  />
                </CardContent>
              </Card>
            ) : null}
            {view.data.paid ? (
              <CaseRecordCard
                letterId={letterId}
                guideOffered={view.data.escalation.smallClaims}
                usSender={!view.data.outOfCourt}
                countyChoice={view.data.viewer === "owner" ? view.data.countyChoice : null}
              />
            ) : null}
            {view.data.viewer === "owner" && view.data.paid && view.data.outOfCourt ? (
              <OutOfCourtCard
                letterId={letterId}
                outOfCourt={view.data.outOfCourt}
                today={dayIn(new Date(), view.data.timeZone)}
              />
            ) : null}
            {view.data.viewer === "owner" && view.data.paid ? (
              <EscalationCard
                letterId={letterId}
                escalation={view.data.escalation}
                dataControllers={view.data.dataControllers}
                dataRequestMailing={view.data.dataRequestMailing}
                abroad={regionOf(view.data.outOfCourt)}
              />
            ) : null}
            <p className="text-sm text-slate-600">
              <FormattedMessage id="case.page.notLegalAdvice" />
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** What was refunded, and, when that was the letter's payment, what that closed and how to open it again. */
function RefundNotice({ view }: { view: CaseView }) {
  const intl = useIntl();
  const format = useCaseFormat();
  const refundWhat = useRefundWhat();
  return (
    <Notice
      tone="warning"
      role="status"
      title={intl.formatMessage({ id: view.paid ? "case.refund.partTitle" : "case.refund.allTitle" })}
    >
      <ul className="grid gap-1">
        {view.refunds.map((refund) => (
          <li key={refund.orderId}>
            <FormattedMessage
              id="case.refund.line"
              values={{
                amount: refund.amount,
                what: refundWhat(refund.what),
                day: format.time(refund.at, view.timeZone),
                order: String(refund.orderId),
              }}
            />
          </li>
        ))}
      </ul>
      <p className="mt-2">
        {view.paid ? (
          <FormattedMessage id="case.refund.restStays" />
        ) : (
          <FormattedMessage
            id="case.refund.closed"
            values={{ route: view.outOfCourt ? "outOfCourt" : "smallClaims" }}
          />
        )}
      </p>
    </Notice>
  );
}

/** Which file a next step's download link names: the button downloads that file, never another. */
function documentOf(href: string): LetterDocument {
  if (href.includes("/download/follow-up/")) return "follow-up";
  if (href.endsWith("/download/small-claims")) return "small-claims";
  if (href.endsWith("/download/proof")) return "proof";
  return "letter";
}

/** The Spanish reading copy of the English document a next step downloads: one sent to Meta, or the case record. */
function readingCopyOf(letterId: number, href: string): string | null {
  const document = documentOf(href);
  if (document === "letter") return readingCopyHref(letterId, "letter");
  if (document === "follow-up") return readingCopyHref(letterId, "final-notice");
  if (document === "proof") return readingCopyHref(letterId, "proof");
  return null;
}

/** The region of an EU or UK sender's route; null for a US sender. */
const regionOf = (outOfCourt: CaseView["outOfCourt"]) =>
  outOfCourt ? (outOfCourt.route === "uk" ? "uk" : "eu") : null;

function NextStep({ letterId, view }: { letterId: number; view: CaseView }) {
  const intl = useIntl();
  const format = useCaseFormat();
  const { deadline, claimLimit, timeZone } = view;
  const step = useNextStep(view.nextStep);
  const isDownload = step.action.href.startsWith("/api/");
  const { download, pending } = useLetterDownload(letterId, "owner", documentOf(step.action.href));
  const hash = step.action.href.split("#")[1];
  return (
    <section
      aria-labelledby="next-step-heading"
      className="grid gap-3 rounded-xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="next-step-heading" className="text-sm font-semibold uppercase tracking-wide text-navy-700">
        <FormattedMessage id="case.next.title" />
      </h2>
      {deadline ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage
            id="case.next.deadline"
            values={{
              day: format.time(deadline.date, timeZone),
              strong: (chunks) => <strong className="text-slate-900">{chunks}</strong>,
            }}
          />
          {intl.formatMessage(
            { id: deadline.passed ? "case.next.passed" : "case.next.daysLeft" },
            { days: deadline.daysLeft },
          )}
        </p>
      ) : null}
      {claimLimit ? (
        <p className="text-sm text-slate-700">
          <FormattedMessage
            id="case.next.claimLimit"
            values={{
              terms: claimLimit.terms,
              day: format.time(claimLimit.date, timeZone),
              strong: (chunks) => <strong className="text-slate-900">{chunks}</strong>,
            }}
          />
          {intl.formatMessage(
            { id: claimLimit.passed ? "case.next.passed" : "case.next.daysLeft" },
            { days: claimLimit.daysLeft },
          )}
        </p>
      ) : null}
      <p className="text-base text-slate-900">{step.text}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {isDownload ? (
          <>
            <Button
              onClick={() => void download("pdf")}
              aria-busy={pending === "pdf" || undefined}
              disabled={pending !== null}
            >
              <FileDown aria-hidden="true" />
              {step.action.label}
            </Button>
            <ReadingCopyLink href={readingCopyOf(letterId, step.action.href)} />
          </>
        ) : hash ? (
          <Button asChild>
            <a href={`#${hash}`}>
              {step.action.label}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        ) : (
          <Button asChild>
            <Link href={step.action.href}>
              {step.action.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}

/** The case record, and for a US sender the small-claims guide; an EU or UK sender's route is the out-of-court card. */
function CaseRecordCard({
  letterId,
  guideOffered,
  usSender,
  countyChoice,
}: {
  letterId: number;
  guideOffered: boolean;
  usSender: boolean;
  countyChoice: CaseView["countyChoice"];
}) {
  const intl = useIntl();
  const record = useLetterDownload(letterId, "owner", "proof");
  const guide = useLetterDownload(letterId, "owner", "small-claims");
  return (
    <Card id="case-record" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <FormattedMessage id={usSender ? "case.record.titleUs" : "case.record.titleAbroad"} />
        </CardTitle>
        <p className="text-sm text-slate-600">
          {usSender ? (
            <>
              <FormattedMessage id="case.record.textUs" />
              {guideOffered ? null : (
                <>
                  {" "}
                  <FormattedMessage id="case.record.guideLater" />
                </>
              )}
            </>
          ) : (
            <FormattedMessage id="case.record.textAbroad" />
          )}
        </p>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => void record.download("pdf")}
          disabled={record.pending !== null}
          aria-busy={record.pending !== null || undefined}
        >
          <FileDown aria-hidden="true" />
          {intl.formatMessage({ id: record.pending ? "case.preparing" : "case.record.download" })}
        </Button>
        <ReadingCopyLink href={readingCopyHref(letterId, "proof")} />
        {usSender && guideOffered ? (
          <Button
            variant="outline"
            onClick={() => void guide.download("pdf")}
            disabled={guide.pending !== null}
            aria-busy={guide.pending !== null || undefined}
          >
            <FileDown aria-hidden="true" />
            {intl.formatMessage({ id: guide.pending ? "case.preparing" : "case.record.guideDownload" })}
          </Button>
        ) : null}
        {usSender && guideOffered && countyChoice ? (
          <div className="basis-full">
            <CountyField letterId={letterId} choice={countyChoice} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
