import { ArrowLeft, ArrowRight, FileDown } from "lucide-react";
import { Link, useParams, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useCase } from "@/features/case/api/case-api.ts";
import { CaseTimeline, formatCaseTime } from "@/features/case/components/case-timeline.tsx";
import { EvidenceSection } from "@/features/case/components/evidence-section.tsx";
import { FinalNoticeCard } from "@/features/case/components/final-notice-card.tsx";
import { OutcomeForm } from "@/features/case/components/outcome-form.tsx";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { letterIdFromParam } from "@/features/checkout/packages.ts";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import type { CaseNextStep } from "../../../domain/case.ts";
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
            {cancelled ? (
              <Notice tone="warning" role="status" title="Payment cancelled — you have not been charged.">
                Your final notice has not been ordered. You can order its mailing below whenever you are ready.
              </Notice>
            ) : null}
            <NextStep letterId={letterId} step={view.data.nextStep} deadline={view.data.deadline} />
            <Card>
              <CardHeader>
                <CardTitle as="h2">What happened</CardTitle>
              </CardHeader>
              <CardContent>
                <CaseTimeline events={view.data.events} now={new Date()} />
              </CardContent>
            </Card>
            {view.data.events.some((event) => event.type === "paid") ? (
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
            {view.data.followUpOffered || view.data.noticeMailing ? (
              <FinalNoticeCard
                letterId={letterId}
                offered={view.data.followUpOffered}
                mailing={view.data.noticeMailing}
              />
            ) : null}
            {view.data.events.some((event) => event.type === "paid") ? (
              <Card id="evidence" className="scroll-mt-24">
                <CardHeader>
                  <CardTitle as="h2">Evidence</CardTitle>
                  <p className="text-sm text-slate-600">
                    Keep the ban notice, Meta’s answers to your appeals and receipts of lost income with your letter.
                    Only you and our support team can open them.
                  </p>
                </CardHeader>
                <CardContent>
                  <EvidenceSection letterId={letterId} />
                </CardContent>
              </Card>
            ) : null}
            {view.data.events.some((event) => event.type === "paid") ? <CaseRecordCard letterId={letterId} /> : null}
            <p className="text-sm text-slate-600">We are not a law firm and this is not legal advice.</p>
          </>
        )}
      </div>
    </div>
  );
}

function NextStep({
  letterId,
  step,
  deadline,
}: {
  letterId: number;
  step: CaseNextStep;
  deadline: { date: string; daysLeft: number; passed: boolean } | null;
}) {
  const isDownload = step.action.href.startsWith("/api/");
  const { download, pending } = useLetterDownload(
    letterId,
    "owner",
    step.action.href.includes("/follow-up/") ? "follow-up" : "letter",
  );
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
          Reply deadline: <strong className="text-slate-900">{formatCaseTime(deadline.date)}</strong>
          {deadline.passed ? " (passed)" : ` (${deadline.daysLeft} day${deadline.daysLeft === 1 ? "" : "s"} left)`}
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

function CaseRecordCard({ letterId }: { letterId: number }) {
  const record = useLetterDownload(letterId, "owner", "proof");
  const guide = useLetterDownload(letterId, "owner", "small-claims");
  return (
    <Card id="case-record" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">If you go to court</CardTitle>
        <p className="text-sm text-slate-600">
          The case record is one PDF to hand to a judge or an arbitrator: a cover page with the deadline, an index of
          exhibits, each version of your letter with its SHA-256 fingerprint, the certified mail record and your
          evidence. The small-claims guide drafts your statement of claim, names the company to sue and the route its
          terms describe, for your state.
        </p>
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
        <Button
          variant="outline"
          onClick={() => void guide.download("pdf")}
          disabled={guide.pending !== null}
          aria-busy={guide.pending !== null || undefined}
        >
          <FileDown aria-hidden="true" />
          {guide.pending ? "Preparing…" : "Small-claims guide (PDF)"}
        </Button>
      </CardContent>
    </Card>
  );
}
