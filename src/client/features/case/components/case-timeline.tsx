import { useIntl } from "react-intl";
import type { CaseEvent } from "../../../../domain/case/case.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { cn } from "@/lib/cn.ts";
import { useCaseFormat } from "../case-format.ts";
import { useEventDetail } from "../case-texts.ts";

export { formatCaseTime } from "../case-format.ts";

const TITLES: Record<CaseEvent["type"], MessageId> = {
  created: "case.timeline.created",
  paid: "case.timeline.paid",
  refunded: "case.timeline.refunded",
  version: "case.timeline.version",
  handed_to_mail: "case.timeline.handedToMail",
  sent: "case.timeline.sent",
  delivered: "case.timeline.delivered",
  mail_status: "case.timeline.mailStatus",
  deadline: "case.timeline.deadline",
  outcome: "case.timeline.outcome",
  support_change: "case.timeline.supportChange",
  claim_limit: "case.timeline.claimLimit",
};

/** What support did for the customer is named as support's, never "You" (decision 0022). */
function titleOf(event: CaseEvent): MessageId {
  return event.by === "support" && event.type === "outcome" ? "case.timeline.supportOutcome" : TITLES[event.type];
}

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

/** What happened to the letter, oldest first: a list that reads top to bottom on any screen. */
export function CaseTimeline({ events, today, timeZone }: { events: CaseEvent[]; today: string; timeZone: string }) {
  const intl = useIntl();
  const format = useCaseFormat();
  const detailOf = useEventDetail();
  return (
    <ol aria-label={intl.formatMessage({ id: "case.timeline.label" })} className="grid gap-0">
      {events.map((event, index) => {
        /* A day still to come on the sender's calendar ("to come" through the whole deadline day). */
        const future = dayOnly.test(event.at) && event.at >= today;
        return (
          <li
            key={`${event.type}-${event.at}-${index}`}
            className="relative grid grid-cols-[1rem_1fr] gap-x-3 pb-5 last:pb-0"
          >
            <span
              aria-hidden="true"
              className={cn(
                "mt-1.5 size-3 rounded-full border-2",
                future ? "border-amber-600 bg-white" : "border-navy-700 bg-navy-700",
              )}
            />
            {index < events.length - 1 ? (
              <span aria-hidden="true" className="absolute left-[0.34rem] top-5 bottom-0 w-0.5 bg-slate-200" />
            ) : null}
            <div className="grid min-w-0 gap-0.5">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <span className="font-semibold text-slate-900">{intl.formatMessage({ id: titleOf(event) })}</span>
                <time dateTime={event.at} className="text-slate-600">
                  {format.time(event.at, timeZone)}
                  {future ? intl.formatMessage({ id: "case.timeline.toCome" }) : ""}
                </time>
              </p>
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{detailOf(event)}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
