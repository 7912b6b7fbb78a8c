import { Link } from "wouter";
import type { WaitingChat } from "../../../../domain/accounts/support-messages.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { formatTime } from "@/features/admin/admin-format.ts";

/** "under a minute", "4 minutes", "1 hour 5 minutes". */
export function waitedFor(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(since).getTime()) / 60_000));
  if (minutes < 1) return "under a minute";
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (hours === 0) return part(minutes, "minute");
  return rest === 0 ? part(hours, "hour") : `${part(hours, "hour")} ${part(rest, "minute")}`;
}

/** Live conversations waiting for an answer, numbered in the order to take them. */
export function WaitingList({ waiting }: { waiting: WaitingChat[] }) {
  const now = Date.now();
  return (
    <section aria-labelledby="waiting-title" className="border-t border-border px-6 py-4">
      <h3 id="waiting-title" className="text-base font-semibold text-slate-900">
        Waiting in the live chat ({waiting.length})
      </h3>
      <p className="text-sm text-slate-600">
        Certified mail customers first, then the longest wait. The list refreshes by itself.
      </p>
      {waiting.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nobody is waiting.</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {waiting.map((chat, index) => (
            <li key={chat.id}>
              <Link
                href={`/admin/messages/${chat.id}`}
                className="grid grid-cols-[2rem_1fr] gap-x-2 gap-y-1 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700"
              >
                <span className="row-span-2 text-lg font-semibold text-slate-900 tabular-nums">
                  <span className="sr-only">Place </span>
                  {index + 1}
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                    {chat.name ?? chat.email}
                  </span>
                  {chat.priority ? <Badge variant="accent">Priority</Badge> : null}
                  <span className="text-sm text-slate-700">
                    waiting {waitedFor(chat.waitingSince, now)}, since{" "}
                    <time dateTime={chat.waitingSince}>{formatTime(chat.waitingSince)}</time>
                  </span>
                </span>
                <span className="line-clamp-2 text-sm text-slate-700 [overflow-wrap:anywhere]">{chat.lastLine}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
