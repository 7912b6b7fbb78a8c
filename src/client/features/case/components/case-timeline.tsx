import type { CaseEvent } from "../../../../domain/case.ts";
import { cn } from "@/lib/cn.ts";

const TITLES: Record<CaseEvent["type"], string> = {
  created: "Created",
  paid: "Paid",
  refunded: "Refunded",
  version: "Letter produced",
  handed_to_mail: "Handed to the mail service",
  mail_status: "Certified mail",
  deadline: "Deadline",
  outcome: "You recorded",
};

const dayOnly = /^\d{4}-\d{2}-\d{2}$/;
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const date = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

/** A calendar day ("2026-12-02") prints as that day wherever the reader is; a moment prints in their time. */
export function formatCaseTime(at: string): string {
  return dayOnly.test(at) ? date.format(new Date(`${at}T00:00:00Z`)) : dateTime.format(new Date(at));
}

/** What happened to the letter, oldest first: a list that reads top to bottom on any screen. */
export function CaseTimeline({ events, now }: { events: CaseEvent[]; now: Date }) {
  return (
    <ol aria-label="What happened" className="grid gap-0">
      {events.map((event, index) => {
        const future = dayOnly.test(event.at) ? Date.parse(`${event.at}T23:59:59Z`) > now.getTime() : false;
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
                <span className="font-semibold text-slate-900">{TITLES[event.type]}</span>
                <time dateTime={event.at} className="text-slate-600">
                  {formatCaseTime(event.at)}
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
