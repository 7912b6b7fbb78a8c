import { FormattedMessage } from "react-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FINAL_NOTICE_DAYS, type CaseMailing } from "../../../../domain/case/case.ts";
import { formatCents, PRICES } from "../../../../domain/money/prices.ts";
import { MailableDocument } from "./mailable-document.tsx";
import type { CaseView } from "../../../../domain/case/case.ts";
import { useCaseFormat } from "../case-format.ts";
import { SendingForm } from "./sending-form.tsx";

/** The final notice: free to download; or printed and sent by USPS Certified Mail for $20, then tracked here. */
export function FinalNoticeCard({
  letterId,
  offered,
  mailing,
  copy,
  today,
}: {
  letterId: number;
  offered: boolean;
  mailing: CaseMailing | null;
  /** The notice as first downloaded, once it was (decision 0044). */
  copy: CaseView["noticeCopy"];
  /** The sender's today, "YYYY-MM-DD". */
  today: string;
}) {
  const format = useCaseFormat();
  return (
    <Card id="final-notice" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <FormattedMessage id="case.notice.title" />
        </CardTitle>
        <p className="text-sm text-slate-600">
          <FormattedMessage id="case.notice.intro" values={{ days: FINAL_NOTICE_DAYS }} />{" "}
          {mailing ? (
            <FormattedMessage id="case.notice.mailed" />
          ) : (
            <FormattedMessage id="case.notice.offer" values={{ price: formatCents(PRICES["follow-up-mail"]) }} />
          )}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MailableDocument letterId={letterId} document="final-notice" offered={offered} mailing={mailing} />
        {copy && !mailing ? (
          <div className="grid gap-3 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-700">
              <FormattedMessage
                id="case.notice.dated"
                values={{ day: format.day(copy.letterDate), strong: (chunks) => <strong>{chunks}</strong> }}
              />
            </p>
            {copy.recordable ? (
              <>
                <h3 className="text-base font-semibold text-slate-900">
                  <FormattedMessage id="case.sending.title" />
                </h3>
                <SendingForm letterId={letterId} document="final-notice" current={copy.sending} today={today} />
              </>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
