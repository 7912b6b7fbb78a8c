import { useParams } from "wouter";
import { AdminShell } from "@/features/admin/components/admin-shell.tsx";
import { MessageList } from "@/features/support/inbox/message-list.tsx";
import { MessageView } from "@/features/support/inbox/message-view.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

/** /admin/messages (the list) and /admin/messages/{id} (one message, its replies, the reply form). */
export default function AdminMessagesPage() {
  const { id } = useParams<{ id?: string }>();
  useDocumentTitle(id ? `Message #${id} · Admin Center` : "Messages · Admin Center");
  return <AdminShell>{id ? <MessageView id={Number(id)} /> : <MessageList />}</AdminShell>;
}
