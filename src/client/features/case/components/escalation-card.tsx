import { FileDown } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { CaseView } from "../../../../domain/case/case.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { LetterDocument, LetterFileFormat } from "@/features/downloads/download-letter-file.ts";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { useCaseFormat } from "../case-format.ts";
import { DataRequestOffer } from "./data-request-offer.tsx";
import { ReadingCopyLink, readingCopyHref } from "./reading-copy-link.tsx";

/** The documents for going further, each shown once it applies (CaseView.escalation). */
export function EscalationCard({
  letterId,
  escalation,
  dataRequestMailing,
  dataControllers,
  abroad = null,
}: {
  letterId: number;
  /** An EU or UK sender's region (decision 0053): their data request is theirs to send. */
  abroad?: "eu" | "uk" | null;
  escalation: CaseView["escalation"];
  dataRequestMailing: CaseView["dataRequestMailing"];
  dataControllers: CaseView["dataControllers"];
}) {
  const intl = useIntl();
  const format = useCaseFormat();
  return (
    <Card id="further" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <FormattedMessage id="case.further.title" />
        </CardTitle>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="case.further.intro" />
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        {escalation.dataRequest || dataRequestMailing ? (
          <DataRequestOffer
            letterId={letterId}
            mailing={dataRequestMailing}
            controllers={dataControllers}
            abroad={abroad}
          />
        ) : null}
        {escalation.arbitrationWindowEnds ? (
          <Offer
            letterId={letterId}
            document="arbitration"
            formats={["pdf"]}
            title={intl.formatMessage({ id: "case.further.arbitration.title" })}
            text={intl.formatMessage(
              { id: "case.further.arbitration.text" },
              { day: format.day(escalation.arbitrationWindowEnds) },
            )}
            labels={{ pdf: intl.formatMessage({ id: "case.further.arbitration.download" }) }}
            readingCopy={readingCopyHref(letterId, "arbitration")}
          />
        ) : null}
        {escalation.agComplaint ? (
          <Offer
            letterId={letterId}
            document="ag-complaint"
            formats={["pdf"]}
            title={intl.formatMessage({ id: "case.further.ag.title" })}
            text={intl.formatMessage({ id: "case.further.ag.text" })}
            labels={{ pdf: intl.formatMessage({ id: "case.further.ag.download" }) }}
            readingCopy={readingCopyHref(letterId, "ag-complaint")}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function Offer({
  letterId,
  document,
  formats,
  title,
  text,
  labels,
  readingCopy = null,
}: {
  letterId: number;
  document: LetterDocument;
  formats: LetterFileFormat[];
  title: string;
  text: string;
  labels: Partial<Record<LetterFileFormat, string>>;
  /** The Spanish reading copy of an English document for the AAA or a court. */
  readingCopy?: string | null;
}) {
  const intl = useIntl();
  const { download, pending } = useLetterDownload(letterId, "owner", document);
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700">{text}</p>
      <div className="flex flex-wrap items-center gap-3">
        {formats.map((format) => (
          <Button
            key={format}
            variant="outline"
            onClick={() => void download(format)}
            disabled={pending !== null}
            aria-busy={pending === format || undefined}
          >
            <FileDown aria-hidden="true" />
            {pending === format ? intl.formatMessage({ id: "case.preparing" }) : labels[format]}
          </Button>
        ))}
        <ReadingCopyLink href={readingCopy} />
      </div>
    </section>
  );
}
