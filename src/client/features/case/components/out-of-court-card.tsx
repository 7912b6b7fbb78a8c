import { FileDown } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { daysLeft, dsaWindow, gdprAnswerClock } from "../../../../domain/case/eu-uk-clock.ts";
import type { CaseView } from "../../../../domain/case/case.ts";
import { formatDay, isDay } from "../../../../domain/time/clock.ts";

const ROUTE_TEXT: Record<NonNullable<CaseView["outOfCourt"]>["route"], { title: string; text: string }> = {
  "eu-meta": {
    title: "After your letter: the EU route",
    text: "Step by step: Appeals Centre Europe (an out-of-court body certified under the Digital Services Act), a complaint to the Digital Services Coordinator, your request for your data under the GDPR and a complaint to the Data Protection Commission or your own authority.",
  },
  "eu-whatsapp": {
    title: "After your letter: your WhatsApp route",
    text: "WhatsApp messaging is outside the Digital Services Act, so your route rests on WhatsApp's terms and the GDPR: your request for your data, and a complaint to the Data Protection Commission or your own authority.",
  },
  uk: {
    title: "After your letter: the UK route",
    text: "Your request for your data under the UK GDPR, a complaint to the Information Commissioner's Office, and the county court's small claims track (Money Claim Online) in outline.",
  },
};

/** For an EU or UK letter, in place of the US small-claims and arbitration guides: the clocks and the guide. */
export function OutOfCourtCard({
  letterId,
  outOfCourt,
  today,
}: {
  letterId: number;
  outOfCourt: NonNullable<CaseView["outOfCourt"]>;
  today: string;
}) {
  const [decisionDate, setDecisionDate] = useState("");
  const [receivedOn, setReceivedOn] = useState("");
  const decision = isDay(decisionDate) ? decisionDate : null;
  const received = isDay(receivedOn) ? receivedOn : null;
  const query = new URLSearchParams({
    ...(decision ? { decisionDate: decision } : {}),
    ...(received ? { dataRequestReceivedOn: received } : {}),
  }).toString();
  const { download, pending } = useLetterDownload(letterId, "owner", "out-of-court", query || undefined);
  const route = ROUTE_TEXT[outOfCourt.route];
  const window = dsaWindow({ banDate: outOfCourt.banDate, decisionDate: decision });
  const left = daysLeft(today, window.lastDay);
  const clock = received ? gdprAnswerClock(received) : null;
  return (
    <Card id="out-of-court" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">{route.title}</CardTitle>
        <p className="text-sm text-slate-600">
          For a sender in {outOfCourt.countryName}. We are not a law firm and this is not legal advice: check each step
          on the body's own site before you act.
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-sm text-slate-700">{route.text}</p>
        {outOfCourt.route === "eu-meta" ? (
          <section className="grid gap-2" aria-label="The six-month window">
            <h3 className="text-base font-semibold text-slate-900">The six-month window</h3>
            <p className="text-sm text-slate-900">
              {left < 0
                ? "The last day to complain to Meta or start a dispute at Appeals Centre Europe was "
                : "Last day to complain to Meta or start a dispute at Appeals Centre Europe: "}
              <strong>{formatDay(window.lastDay)}</strong>
              {left < 0 ? "." : ` (${left === 1 ? "1 day" : `${left} days`} left).`} Counted from{" "}
              {window.countedFrom === "decision"
                ? "the day Meta told you of its decision."
                : "the day your account was disabled; if Meta told you of its decision later, enter that day."}
            </p>
            <FormField label="Day Meta told you of its decision (optional)">
              {(control) => (
                <Input
                  type="date"
                  value={decisionDate}
                  onChange={(e) => setDecisionDate(e.target.value)}
                  {...control}
                />
              )}
            </FormField>
          </section>
        ) : null}
        <section className="grid gap-2" aria-label="The one-month answer to your data request">
          <h3 className="text-base font-semibold text-slate-900">
            {outOfCourt.route === "uk" ? "The UK GDPR month" : "The GDPR month"}
          </h3>
          <p className="text-sm text-slate-900">
            {clock ? (
              <>
                Meta's answer to your data request is due by <strong>{formatDay(clock.dueOn)}</strong>
                {outOfCourt.route === "uk"
                  ? "."
                  : `; if it tells you by then, with reasons, that it needs longer, by ${formatDay(clock.extendedDueOn)} at the latest.`}
              </>
            ) : (
              "Meta has one month from receiving your data request to answer. Enter the day it received the request to count the month."
            )}
          </p>
          <FormField label="Day Meta received your data request (optional)">
            {(control) => (
              <Input type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.target.value)} {...control} />
            )}
          </FormField>
        </section>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            onClick={() => download("pdf")}
            disabled={pending !== null}
            aria-busy={pending === "pdf" || undefined}
          >
            <FileDown aria-hidden="true" />
            {pending === "pdf" ? "Preparing..." : "Out-of-court guide (PDF)"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
