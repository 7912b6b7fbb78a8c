import { FileDown } from "lucide-react";
import type { CaseView } from "../../../../domain/case/case.ts";
import { formatDay } from "../../../../domain/time/clock.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { LetterDocument, LetterFileFormat } from "@/features/downloads/download-letter-file.ts";
import { useLetterDownload } from "@/features/downloads/use-letter-download.ts";
import { DataRequestOffer } from "./data-request-offer.tsx";

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
  return (
    <Card id="further" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">Going further</CardTitle>
        <p className="text-sm text-slate-600">
          Documents drafted from your case, each offered when it applies. We are not a law firm and this is not legal
          advice: read each one, and change anything that is not exactly right before you send or file it.
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
            title="Start arbitration"
            text={`The days your platform's terms give Meta to resolve the dispute ended on ${formatDay(escalation.arbitrationWindowEnds)}. This pack drafts a demand for arbitration and says how to file it with the American Arbitration Association, or to use small claims court instead.`}
            labels={{ pdf: "Arbitration demand (PDF)" }}
          />
        ) : null}
        {escalation.agComplaint ? (
          <Offer
            letterId={letterId}
            document="ag-complaint"
            formats={["pdf"]}
            title="Complain to your attorney general"
            text="A one-page summary of your case to paste into your state attorney general's consumer complaint form, with the form's address where we have checked it."
            labels={{ pdf: "Attorney general summary (PDF)" }}
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
}: {
  letterId: number;
  document: LetterDocument;
  formats: LetterFileFormat[];
  title: string;
  text: string;
  labels: Partial<Record<LetterFileFormat, string>>;
}) {
  const { download, pending } = useLetterDownload(letterId, "owner", document);
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700">{text}</p>
      <div className="flex flex-wrap gap-3">
        {formats.map((format) => (
          <Button
            key={format}
            variant="outline"
            onClick={() => void download(format)}
            disabled={pending !== null}
            aria-busy={pending === format || undefined}
          >
            <FileDown aria-hidden="true" />
            {pending === format ? "Preparing…" : labels[format]}
          </Button>
        ))}
      </div>
    </section>
  );
}
