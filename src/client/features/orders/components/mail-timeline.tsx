import { mailStatusLabel } from "../../../../domain/case/mail-status.ts";
import { formatCaseTime } from "../../case/components/case-timeline.tsx";

export interface MailEvent {
  status: string;
  at: string;
}

/* The reader's own clock, named, for an order with no letter to give the sender's zone. */
const readersClock = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** A mail time in the sender's zone, as the case page prints it, or the reader's own when unknown. */
function when(at: string, timeZone: string | undefined): string {
  return timeZone ? formatCaseTime(at, timeZone) : readersClock.format(new Date(at));
}

/** The statuses the letter has passed through, oldest first, with their dates. */
export function MailTimeline({ events, timeZone }: { events: readonly MailEvent[]; timeZone?: string }) {
  if (events.length === 0) return null;
  return (
    <ol aria-label="Mail progress" className="grid gap-2 border-t border-navy-100 pt-3">
      {events.map((event, index) => (
        <li key={`${event.status}-${event.at}`} className="flex items-start gap-3 text-sm">
          <span
            aria-hidden="true"
            className={`mt-1.5 size-2 shrink-0 rounded-full ${index === events.length - 1 ? "bg-navy-700" : "bg-slate-400"}`}
          />
          <span className="font-medium text-slate-900">{mailStatusLabel(event.status)}</span>
          <time dateTime={event.at} className="ml-auto text-slate-600">
            {when(event.at, timeZone)}
          </time>
        </li>
      ))}
    </ol>
  );
}
