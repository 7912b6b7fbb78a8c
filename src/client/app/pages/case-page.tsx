import { ArrowLeft, ArrowRight, FileDown } from "lucide-react";
import { Link, useParams, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useCase } from "@/features/case/api/case-api.ts";
import { CaseTimeline, formatCaseTime } from "@/features/case/components/case-timeline.tsx";
import { EvidenceGuidance } from "@/features/case/components/evidence-guidance.tsx";
import { EscalationCard } from "@/features/case/components/escalation-card.tsx";
import { AppealWindowCard } from "@/features/case/components/appeal-window-card.tsx";
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
  const letterId = letterIdFromParam(useParams<{ id: string }>().id ?? null);
  useDocumentTitle(letterId ? `Letter #${letterId}` : "Letter");
  const view = useCase(letterId ?? 0);
  /* Back from a cancelled checkout for the final notice's mailing. */
  const cancelled = new URLSearchParams(useSearch()).get("cancelled") === "1";
  const back = (
    <Button variant="outline" asChild>
      <Link href="/letters">
        <ArrowLeft aria-hidden="true" />
        Your Letters
      </Link>
    </Button>
  );

  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid max-w-3xl gap-6 py-10 sm:py-12">
        <PageHeader
          title={letterId ? `Letter #${letterId}` : "Letter"}
          description="Everything that happened to your letter, and what to do next."
          actions={back}
        />
        {letterId === null || view.isError ? (
          <Notice tone="error" role="alert" title="We couldn’t open this letter.">
            It may have been deleted, or it belongs to another account.{" "}
            <Link href="/letters" className="rounded-sm font-semibold underline underline-offset-4">
              Go to your letters
            </Link>
          </Notice>
        ) : !view.data ? (
          <CenteredSpinner label="Loading your letter" className="min-h-[40vh]" />
        ) : (
          <>
            {view.data.viewer === "support" ? (
              <Notice tone="warning" role="status" title="You are looking at a customer’s case as support.">
                What you change here is in the audit log, and the customer’s timeline shows it as done by support. An
                outcome you record stays support’s: the customer’s final notice and reminders follow only what they
                record.
              </Notice>
            ) : null}
            {cancelled ? (
              <Notice tone="warning" role="status" title="Payment cancelled — you have not been charged.">
                Your final notice has not been ordered. You can order its mailing below whenever you are ready.
              </Notice>
            ) : null}
            {view.data.refunds.length > 0 ? <RefundNotice view={view.data} /> : null}
            <NextStep letterId={letterId} view={view.data} />
            <Card>
              <CardHeader>
                <CardTitle as="h2">What happened</CardTitle>
                <p className="text-sm text-slate-600">
                  Dates and times are in {view.data.timeZoneName}, where you live, as in your letter.
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
                  <CardTitle as="h2">Your letter by certified mail</CardTitle>
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
                  <CardTitle as="h2">When and how you sent it</CardTitle>
                  <p className="text-sm text-slate-600">
                    {view.data.outOfCourt
                      ? "Your case record says your letter was sent only once you record it here. Until then it says where it was addressed."
                      : "Your final notice, statement of claim and case record say your letter was sent only once you record it here. Until then they say where it was addressed."}
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
                  <CardTitle as="h2">Record what happened</CardTitle>
                  <p className="text-sm text-slate-600">
                    Only you and our support team see this. It helps you keep your case in order.
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
                  <CardTitle as="h2">Evidence</CardTitle>
                  <p className="text-sm text-slate-600">
                    Keep what Meta sent you with your letter. Only you and our support team can open these files.
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
            <p className="text-sm text-slate-600">We are not a law firm and this is not legal advice.</p>
          </>
        )}
      </div>
    </div>
  );
}

/** What was refunded, and, when that was the letter's payment, what that closed and how to open it again. */
function RefundNotice({ view }: { view: CaseView }) {
  return (
    <Notice
      tone="warning"
      role="status"
      title={view.paid ? "Part of your payment was refunded." : "This letter was refunded."}
    >
      <ul className="grid gap-1">
        {view.refunds.map((refund) => (
          <li key={refund.orderId}>
            {refund.amount} for {refund.what}, refunded on {formatCaseTime(refund.at, view.timeZone)} (order #
            {refund.orderId}).
          </li>
        ))}
      </ul>
      <p className="mt-2">
        {view.paid
          ? "Everything else about your letter stays as it was."
          : `Its downloads, the case record, ${view.outOfCourt ? "the out-of-court guide" : "the small-claims guide"} and the record of what happened closed with the payment. Your evidence stays here. To use the letter again, pay for it again.`}
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

/** The region of an EU or UK sender's route; null for a US sender. */
const regionOf = (outOfCourt: CaseView["outOfCourt"]) =>
  outOfCourt ? (outOfCourt.route === "uk" ? "uk" : "eu") : null;

const left = (days: number) => `${days} day${days === 1 ? "" : "s"} left`;

function NextStep({ letterId, view }: { letterId: number; view: CaseView }) {
  const { nextStep: step, deadline, claimLimit, timeZone } = view;
  const isDownload = step.action.href.startsWith("/api/");
  const { download, pending } = useLetterDownload(letterId, "owner", documentOf(step.action.href));
  const hash = step.action.href.split("#")[1];
  return (
    <section
      aria-labelledby="next-step-heading"
      className="grid gap-3 rounded-xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="next-step-heading" className="text-sm font-semibold uppercase tracking-wide text-navy-700">
        Next step
      </h2>
      {deadline ? (
        <p className="text-sm text-slate-700">
          Reply deadline: <strong className="text-slate-900">{formatCaseTime(deadline.date, timeZone)}</strong>
          {deadline.passed ? " (passed)" : ` (${left(deadline.daysLeft)})`}
        </p>
      ) : null}
      {claimLimit ? (
        <p className="text-sm text-slate-700">
          Last day to bring a claim under {claimLimit.terms}:{" "}
          <strong className="text-slate-900">{formatCaseTime(claimLimit.date, timeZone)}</strong>
          {claimLimit.passed ? " (passed)" : ` (${left(claimLimit.daysLeft)})`}
        </p>
      ) : null}
      <p className="text-base text-slate-900">{step.text}</p>
      <div>
        {isDownload ? (
          <Button
            onClick={() => void download("pdf")}
            aria-busy={pending === "pdf" || undefined}
            disabled={pending !== null}
          >
            <FileDown aria-hidden="true" />
            {step.action.label}
          </Button>
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
}: {
  letterId: number;
  guideOffered: boolean;
  usSender: boolean;
}) {
  const record = useLetterDownload(letterId, "owner", "proof");
  const guide = useLetterDownload(letterId, "owner", "small-claims");
  return (
    <Card id="case-record" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">{usSender ? "If you go to court" : "Your case record"}</CardTitle>
        {usSender ? (
          <p className="text-sm text-slate-600">
            The case record is one PDF to hand to a judge or an arbitrator: a cover page with the deadline, an index of
            exhibits, each version of your letter with its SHA-256 fingerprint, the certified mail record and your
            evidence. The small-claims guide drafts your statement of claim, names the company to sue and the route its
            terms describe, for your state.
            {guideOffered
              ? null
              : " It is offered once Meta refuses or the reply deadline in your letter has passed: until then there is no claim to draft."}
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            The case record is one PDF of your case: a cover page with the deadline, an index of exhibits, each version
            of your letter with its SHA-256 fingerprint and your evidence. Attach it when you take the out-of-court
            route below.
          </p>
        )}
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          onClick={() => void record.download("pdf")}
          disabled={record.pending !== null}
          aria-busy={record.pending !== null || undefined}
        >
          <FileDown aria-hidden="true" />
          {record.pending ? "Preparing…" : "Case record (PDF)"}
        </Button>
        {usSender && guideOffered ? (
          <Button
            variant="outline"
            onClick={() => void guide.download("pdf")}
            disabled={guide.pending !== null}
            aria-busy={guide.pending !== null || undefined}
          >
            <FileDown aria-hidden="true" />
            {guide.pending ? "Preparing…" : "Small-claims guide (PDF)"}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
