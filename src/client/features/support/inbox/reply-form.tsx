import { type FormEvent, useState } from "react";
import { SUPPORT_MESSAGE_MAX, supportReplySchema } from "../../../../domain/accounts/support-messages.ts";
import { CHAT_AWAY_MINUTES } from "../../../../domain/accounts/support-promises.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { Textarea } from "@/features/letters/wizard/form-controls.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useReplyToSupportMessage } from "../api/support-api.ts";

/** The answer: emailed to the sender with their message quoted below it, or, in a live conversation, shown in their chat. */
export function ReplyForm({ id, to, chat }: { id: number; to: string; chat: boolean }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const reply = useReplyToSupportMessage(id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = supportReplySchema.safeParse({ message: text });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    reply.mutate(checked.data.message, {
      onSuccess: ({ message }) => {
        setText("");
        toast({ title: "Reply sent", description: message });
      },
      onError: (failure) => setError(errorMessage(failure, "The reply could not be sent. Please try again.")),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        label="Your reply"
        hint={
          chat
            ? `Shown at once in their chat panel; emailed to ${to} if not seen within ${CHAT_AWAY_MINUTES} minutes.`
            : `Emailed to ${to}, with their message quoted below it.`
        }
        error={error}
      >
        {(control) => (
          <Textarea
            rows={6}
            limit={SUPPORT_MESSAGE_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
            {...control}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={reply.isPending} aria-busy={reply.isPending || undefined}>
          {reply.isPending ? "Sending..." : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
