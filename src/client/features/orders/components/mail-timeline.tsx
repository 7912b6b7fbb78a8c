import { mailStatusLabel } from "../../../../domain/case/mail-status.ts";

export interface MailEvent {
  status: string;
  at: string;
}

/* The reader's own clock, named, so a time is never read in the wrong zone (the case page uses the sender's). */
const when = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** The statuses the letter has passed through, oldest first, with their dates. */
export function MailTimeline({ events }: { events: readonly MailEvent[] }) {
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
            {when.format(new Date(event.at))}
          </time>
        </li>
      ))}
    </ol>
  );
}
