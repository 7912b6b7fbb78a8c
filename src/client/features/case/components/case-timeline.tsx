import type { CaseEvent } from "../../../../domain/case/case.ts";
import { cn } from "@/lib/cn.ts";

const TITLES: Record<CaseEvent["type"], string> = {
  created: "Created",
  paid: "Paid",
  refunded: "Refunded",
  version: "Letter produced",
  handed_to_mail: "Handed to the mail service",
  sent: "Sent",
  delivered: "Delivered",
  mail_status: "Certified mail",
  deadline: "Deadline",
  outcome: "You recorded",
  support_change: "Changed by support",
  claim_limit: "Time limit",
};

/** What support did for the customer is named as support's, never "You" (decision 0022). */
function titleOf(event: CaseEvent): string {
  return event.by === "support" && event.type === "outcome" ? "Support recorded" : TITLES[event.type];
}

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const moments = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day ("2026-12-02") prints as that day wherever the reader is; a moment prints in the
 * sender's time zone, named ("Oct 23, 2026, 4:05 PM PDT"), so the page agrees with the letter and
 * the case record whatever the reader's own clock says (decision 0025).
 */
export function formatCaseTime(at: string, timeZone: string): string {
  if (dayOnly.test(at)) return date.format(new Date(`${at}T00:00:00Z`));
  let format = moments.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
      timeZone,
    });
    moments.set(timeZone, format);
  }
  return format.format(new Date(at));
}

/** What happened to the letter, oldest first: a list that reads top to bottom on any screen. */
export function CaseTimeline({ events, today, timeZone }: { events: CaseEvent[]; today: string; timeZone: string }) {
  return (
    <ol aria-label="What happened" className="grid gap-0">
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
                <span className="font-semibold text-slate-900">{titleOf(event)}</span>
                <time dateTime={event.at} className="text-slate-600">
                  {formatCaseTime(event.at, timeZone)}
                  {future ? " (to come)" : ""}
                </time>
              </p>
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{event.detail}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
