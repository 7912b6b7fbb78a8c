import { FileDown } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { daysLeft, dsaWindow, gdprAnswerClock } from "../../../../domain/case/eu-uk-clock.ts";
import type { CaseView } from "../../../../domain/case/case.ts";
import { isDay } from "../../../../domain/time/clock.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { useCaseFormat } from "../case-format.ts";
import { useCountryName } from "../case-texts.ts";

const ROUTE_TEXT: Record<NonNullable<CaseView["outOfCourt"]>["route"], { title: MessageId; text: MessageId }> = {
  "eu-meta": { title: "case.outOfCourt.euMeta.title", text: "case.outOfCourt.euMeta.text" },
  "eu-whatsapp": { title: "case.outOfCourt.euWhatsapp.title", text: "case.outOfCourt.euWhatsapp.text" },
  uk: { title: "case.outOfCourt.uk.title", text: "case.outOfCourt.uk.text" },
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
  const intl = useIntl();
  const format = useCaseFormat();
  const countryName = useCountryName();
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
        <CardTitle as="h2">
          <FormattedMessage id={route.title} />
        </CardTitle>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="case.outOfCourt.intro" values={{ country: countryName(outOfCourt.countryName) }} />
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <p className="text-sm text-slate-700">
          <FormattedMessage id={route.text} />
        </p>
        {outOfCourt.route === "eu-meta" ? (
          <section className="grid gap-2" aria-label={intl.formatMessage({ id: "case.outOfCourt.window.title" })}>
            <h3 className="text-base font-semibold text-slate-900">
              <FormattedMessage id="case.outOfCourt.window.title" />
            </h3>
            <p className="text-sm text-slate-900">
              <FormattedMessage
                id={left < 0 ? "case.outOfCourt.window.passed" : "case.outOfCourt.window.lastDay"}
                values={{
                  day: format.day(window.lastDay),
                  days: left,
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />{" "}
              <FormattedMessage
                id={
                  window.countedFrom === "decision"
                    ? "case.outOfCourt.window.fromDecision"
                    : "case.outOfCourt.window.fromBan"
                }
              />
            </p>
            <FormField label={intl.formatMessage({ id: "case.outOfCourt.window.decisionField" })}>
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
        <section className="grid gap-2" aria-label={intl.formatMessage({ id: "case.outOfCourt.month.label" })}>
          <h3 className="text-base font-semibold text-slate-900">
            <FormattedMessage
              id={outOfCourt.route === "uk" ? "case.outOfCourt.month.titleUk" : "case.outOfCourt.month.titleEu"}
            />
          </h3>
          <p className="text-sm text-slate-900">
            {clock ? (
              <FormattedMessage
                id={outOfCourt.route === "uk" ? "case.outOfCourt.month.dueUk" : "case.outOfCourt.month.dueEu"}
                values={{
                  day: format.day(clock.dueOn),
                  extended: format.day(clock.extendedDueOn),
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
            ) : (
              <FormattedMessage id="case.outOfCourt.month.count" />
            )}
          </p>
          <FormField label={intl.formatMessage({ id: "case.outOfCourt.month.receivedField" })}>
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
            {intl.formatMessage({ id: pending === "pdf" ? "case.preparingDots" : "case.outOfCourt.download" })}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
