import type { SupportMessageSummary } from "../../../../domain/accounts/support-messages.ts";
import { Badge } from "@/components/ui/badge.tsx";

/** Waiting (a live conversation), answered, read or unread; Priority for a mail buyer's; Live chat for a conversation. */
export function MessageBadges({
  message,
}: {
  message: Pick<SupportMessageSummary, "priority" | "readAt" | "repliedAt" | "chat" | "waitingSince">;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {message.priority ? <Badge variant="accent">Priority</Badge> : null}
      {message.chat ? <Badge variant="neutral">Live chat</Badge> : null}
      {message.waitingSince ? (
        <Badge variant="primary">Waiting</Badge>
      ) : message.repliedAt ? (
        <Badge variant="success">Answered</Badge>
      ) : message.readAt ? (
        <Badge variant="neutral">Read</Badge>
      ) : (
        <Badge variant="primary">Unread</Badge>
      )}
    </span>
  );
}

/** "Name <email>", or the email alone. */
export function senderOf(message: Pick<SupportMessageSummary, "name" | "email">): string {
  return message.name ? `${message.name} <${message.email}>` : message.email;
}
