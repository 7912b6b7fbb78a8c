import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import type { SupportMessageView } from "../../../../domain/accounts/support-messages.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { formatDateTime } from "@/features/admin/admin-format.ts";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { useMarkSupportMessage, useSupportMessage } from "../api/support-api.ts";
import { MessageBadges, senderOf } from "./message-badges.tsx";
import { ReplyForm } from "./reply-form.tsx";
import { waitedFor } from "./waiting-list.tsx";

/** One message: who wrote it and when, what they wrote, the replies sent, and the reply form. */
export function MessageView({ id }: { id: number }) {
  const message = useSupportMessage(id);
  const mark = useMarkSupportMessage(id);
  const back = (
    <Link
      href="/admin/messages"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-navy-700"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All messages
    </Link>
  );
  if (message.isPending) return <CenteredSpinner label="Loading the message" className="min-h-[30vh]" />;
  if (message.isError) {
    return (
      <div className="grid justify-items-start gap-4">
        {back}
        <Notice tone="error" role="alert" title="This message could not be loaded.">
          {errorMessage(message.error, "Reload the page to try again.")}
        </Notice>
      </div>
    );
  }
  const data = message.data;
  const toggleRead = () =>
    mark.mutate(!data.readAt, {
      onSuccess: ({ message: said }) => toast({ title: "Success", description: said }),
      onError: (error) =>
        toast({ title: "Error", description: errorMessage(error, "Could not change it."), variant: "destructive" }),
    });

  return (
    <div className="grid gap-6">
      <div>{back}</div>
      <Card>
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <CardTitle as="h2" className="[overflow-wrap:anywhere]">
              {data.subject ?? "(no subject)"} <span className="font-normal text-slate-600">#{data.id}</span>
            </CardTitle>
            <MessageBadges message={data} />
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-slate-600">From</dt>
            <dd className="text-slate-900 [overflow-wrap:anywhere]">
              {senderOf(data)}{" "}
              <span className="text-slate-600">
                {data.signedIn ? "(signed in)" : "(not signed in: the address was typed, not checked)"}
              </span>
            </dd>
            <dt className="font-medium text-slate-600">Received</dt>
            <dd className="text-slate-900">
              <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
            </dd>
            {data.letterId !== null ? (
              <>
                <dt className="font-medium text-slate-600">About</dt>
                <dd>
                  <Link
                    href={`/letters/${data.letterId}`}
                    className="rounded-sm text-navy-700 underline underline-offset-4"
                  >
                    Letter #{data.letterId}
                  </Link>
                </dd>
              </>
            ) : null}
            {data.priority ? (
              <>
                <dt className="font-medium text-slate-600">Priority</dt>
                <dd className="text-slate-900">Had paid for certified mail when writing</dd>
              </>
            ) : null}
          </dl>
        </CardHeader>
        <CardContent className="grid gap-6">
          {data.chat ? (
            data.waitingSince ? (
              <p className="text-sm font-medium text-slate-900">
                Waiting for an answer {waitedFor(data.waitingSince, Date.now())}, since{" "}
                <time dateTime={data.waitingSince}>{formatDateTime(data.waitingSince)}</time>.
              </p>
            ) : null
          ) : (
            <p className="rounded-lg bg-slate-50 p-4 text-sm leading-6 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
              {data.body}
            </p>
          )}
          <div>
            <Button variant="outline" size="sm" onClick={toggleRead} disabled={mark.isPending}>
              {data.readAt ? "Mark as unread" : "Mark as read"}
            </Button>
          </div>
        </CardContent>
      </Card>
      {data.chat ? (
        <ChatLines data={data} />
      ) : data.replies.length > 0 ? (
        <section aria-labelledby="replies-title" className="grid gap-3">
          <h2 id="replies-title" className="text-lg font-semibold text-slate-900">
            Replies sent
          </h2>
          {data.replies.map((reply) => (
            <article
              key={reply.id}
              className="grid gap-2 rounded-xl border border-border bg-white p-4 text-sm shadow-sm"
            >
              <p className="text-slate-600">
                <span className="[overflow-wrap:anywhere]">{reply.admin ?? "A former admin"}</span>,{" "}
                <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
              </p>
              <p className="leading-6 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">{reply.body}</p>
            </article>
          ))}
        </section>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle as="h2">{data.chat ? "Reply in the chat" : "Reply by email"}</CardTitle>
        </CardHeader>
        <CardContent>
          <ReplyForm id={data.id} to={data.email} chat={data.chat} />
        </CardContent>
      </Card>
    </div>
  );
}

/** A live conversation, every line in order: the user's opening line, then both sides' replies. New ones appear by themselves. */
function ChatLines({ data }: { data: SupportMessageView }) {
  const lines = [{ id: 0, fromUser: true, admin: null, body: data.body, createdAt: data.createdAt }, ...data.replies];
  return (
    <section aria-labelledby="conversation-title" className="grid gap-3">
      <h2 id="conversation-title" className="text-lg font-semibold text-slate-900">
        Conversation
      </h2>
      <div role="log" aria-live="polite" aria-label="Conversation">
        <ol className="grid gap-3">
          {lines.map((line) => (
            <li
              key={line.id}
              className={cn(
                "grid gap-2 rounded-xl border p-4 text-sm shadow-sm",
                line.fromUser ? "border-border bg-white" : "border-navy-100 bg-navy-50 sm:ml-12",
              )}
            >
              <p className="text-slate-600">
                <span className="font-medium text-slate-800 [overflow-wrap:anywhere]">
                  {line.fromUser ? (data.name ?? data.email) : `Support (${line.admin ?? "a former admin"})`}
                </span>
                , <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
              </p>
              <p dir="auto" className="leading-6 whitespace-pre-wrap text-slate-900 [overflow-wrap:anywhere]">
                {line.body}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
