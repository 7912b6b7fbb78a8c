import { useIntl } from "react-intl";
import { useFormat } from "@/lib/format.ts";
import { useStatusNames } from "@/lib/status-names.ts";

export interface MailEvent {
  status: string;
  at: string;
}

/** The statuses the letter has passed through, oldest first, with their dates. */
export function MailTimeline({ events, timeZone }: { events: readonly MailEvent[]; timeZone?: string }) {
  const intl = useIntl();
  const format = useFormat();
  const { mailStatus } = useStatusNames();
  if (events.length === 0) return null;
  return (
    <ol
      aria-label={intl.formatMessage({ id: "orders.mailProgress" })}
      className="grid gap-2 border-t border-navy-100 pt-3"
    >
      {events.map((event, index) => (
        <li key={`${event.status}-${event.at}`} className="flex items-start gap-3 text-sm">
          <span
            aria-hidden="true"
            className={`mt-1.5 size-2 shrink-0 rounded-full ${index === events.length - 1 ? "bg-navy-700" : "bg-slate-400"}`}
          />
          <span className="font-medium text-slate-900">{mailStatus(event.status)}</span>
          <time dateTime={event.at} className="ml-auto text-slate-600">
            {/* In the sender's zone, as the case page prints it, or the reader's own clock when unknown. */}
            {format.moment(event.at, timeZone)}
          </time>
        </li>
      ))}
    </ol>
  );
}
