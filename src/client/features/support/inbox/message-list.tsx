import { Link } from "wouter";
import type { SupportMessageSummary } from "../../../../domain/accounts/support-messages.ts";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { formatDateTime } from "@/features/admin/admin-format.ts";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { cn } from "@/lib/cn.ts";
import { useSupportMessages } from "../api/support-api.ts";
import { MessageBadges, senderOf } from "./message-badges.tsx";
import { WaitingList } from "./waiting-list.tsx";

/** The Messages tab: who waits in the live chat, then mail buyers' messages first, then the newest; each opens on its own page. */
export function MessageList() {
  const messages = useSupportMessages();
  const unread = messages.data?.unread ?? 0;
  return (
    <Card className="overflow-hidden">
      <CardHeader>
        <CardTitle as="h2">Messages</CardTitle>
        <CardDescription>
          Priority first (customers who bought certified mail), then the newest.{" "}
          {messages.data ? `${unread} unread.` : null}
        </CardDescription>
      </CardHeader>
      {messages.isPending ? (
        <div className="grid gap-3 px-6 pb-6" aria-label="Loading messages" role="status">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : messages.isError ? (
        <div className="px-6 pb-6">
          <Notice tone="error" role="alert" title="The messages could not be loaded.">
            Reload the page to try again.
          </Notice>
        </div>
      ) : (
        <>
          <WaitingList waiting={messages.data.waiting} />
          {messages.data.messages.length === 0 ? (
            <p className="border-t border-border px-6 py-8 text-center text-sm text-slate-600">No messages yet.</p>
          ) : (
            <MessageItems messages={messages.data.messages} />
          )}
        </>
      )}
    </Card>
  );
}

function MessageItems({ messages }: { messages: SupportMessageSummary[] }) {
  return (
    <ul className="border-t border-border">
      {messages.map((message) => (
        <li key={message.id} className="border-b border-border last:border-b-0">
          <Link
            href={`/admin/messages/${message.id}`}
            className={cn(
              "grid gap-1.5 px-6 py-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-navy-700",
              !message.readAt && "bg-navy-50/40",
            )}
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className={cn("text-slate-900", message.readAt ? "font-medium" : "font-bold")}>
                {message.subject ?? "(no subject)"}
              </span>
              <MessageBadges message={message} />
            </span>
            <span className="flex flex-wrap gap-x-3 text-sm text-slate-700">
              <span className="[overflow-wrap:anywhere]">{senderOf(message)}</span>
              <time dateTime={message.createdAt} className="text-slate-600">
                {formatDateTime(message.createdAt)}
              </time>
            </span>
            <span className="line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{message.preview}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
