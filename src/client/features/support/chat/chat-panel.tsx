import { Headset, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { chatLineSchema, type ChatLine, SUPPORT_MESSAGE_MAX } from "../../../../domain/accounts/support-messages.ts";
import { CHAT_AWAY_MINUTES } from "../../../../domain/accounts/support-promises.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/features/letters/wizard/form-controls.tsx";
import { useKnownText } from "@/i18n/known-text.ts";
import { withMessages } from "@/i18n/with-messages.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { useChat, useMarkChatSeen, useSendChatLine } from "./chat-api.ts";
import { closeChatPanel, registerChatPanel, useChatOpen } from "./chat-store.ts";

/** "Mar 4, 3:05 PM", in the language shown. */
function useWhen() {
  const intl = useIntl();
  return (iso: string) =>
    intl.formatDate(new Date(iso), { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
}

/**
 * The live chat on every signed-in page (decision 0046): the user's one conversation with support,
 * new replies appearing while it is open, and a box to write. Bottom right on wide screens, the
 * whole screen on a phone. Escape or Close shuts it and puts focus back where it was.
 */
function ChatPanel() {
  const open = useChatOpen();
  const intl = useIntl();
  useEffect(() => {
    const unregister = registerChatPanel();
    return () => unregister();
  }, []);
  const returnTo = useRef<Element | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement;
    textRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeChatPanel();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      className="fixed inset-0 z-50 flex flex-col bg-white sm:inset-auto sm:right-4 sm:bottom-4 sm:h-[34rem] sm:max-h-[calc(100vh-2rem)] sm:w-[24rem] sm:rounded-2xl sm:border sm:border-border sm:shadow-xl"
    >
      <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-3">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="mt-0.5 flex size-8 items-center justify-center rounded-lg bg-navy-50">
            <Headset className="size-5 text-navy-700" />
          </span>
          <div>
            <h2 id="chat-title" className="text-base font-semibold text-slate-900">
              <FormattedMessage id="support.chat.title" />
            </h2>
            <p className="text-xs leading-5 text-slate-600">
              <FormattedMessage id="support.chat.intro" />
            </p>
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={intl.formatMessage({ id: "support.chat.close" })}
          onClick={closeChatPanel}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <Conversation textRef={textRef} />
    </section>
  );
}

function Conversation({ textRef }: { textRef: React.RefObject<HTMLTextAreaElement | null> }) {
  const chat = useChat(true);
  const intl = useIntl();
  const known = useKnownText();
  const when = useWhen();
  const send = useSendChatLine();
  const seen = useMarkChatSeen();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const endRef = useRef<HTMLDivElement>(null);
  const lines = chat.data?.lines ?? [];
  const lastSupport = lines.filter((line) => line.from === "support").at(-1)?.id ?? 0;
  const unseen = chat.data?.unseen ?? 0;
  const markSeen = seen.mutate;

  // Replies on screen count as seen, so they are not emailed.
  useEffect(() => {
    if (unseen > 0 && lastSupport > 0) markSeen(lastSupport);
  }, [unseen, lastSupport, markSeen]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on purpose when a line arrives.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [lines.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = chatLineSchema.safeParse({ message: text });
    if (!checked.success) return setError(known(checked.error.issues[0]?.message));
    setError(undefined);
    send.mutate(checked.data.message, {
      onSuccess: () => setText(""),
      onError: (failure) => setError(known(errorMessage(failure, intl.formatMessage({ id: "support.form.failed" })))),
    });
  };

  return (
    <>
      {/* Focusable, so the conversation scrolls by keyboard too. */}
      <div
        tabIndex={0}
        className="flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-navy-700"
      >
        {chat.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={intl.formatMessage({ id: "support.chat.loading" })} />
          </div>
        ) : chat.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {known(errorMessage(chat.error, intl.formatMessage({ id: "support.chat.loadFailed" })))}{" "}
            <FormattedMessage id="support.chat.alsoSupportPage" />
          </p>
        ) : lines.length === 0 ? (
          <div className="grid gap-2 text-sm leading-6 text-slate-700">
            <p>
              <FormattedMessage id="support.chat.empty" />
            </p>
            <p className="text-xs text-slate-600">
              <FormattedMessage
                id="support.chat.priority"
                values={{ meaning: intl.formatMessage({ id: "support.priority.meaning" }) }}
              />
            </p>
          </div>
        ) : (
          <div role="log" aria-live="polite" aria-label={intl.formatMessage({ id: "support.chat.conversation" })}>
            <ol className="grid gap-3">
              {lines.map((line) => (
                <Line key={line.id} line={line} />
              ))}
            </ol>
            <div ref={endRef} />
          </div>
        )}
        {chat.data?.waitingSince ? (
          <p className="mt-3 text-xs text-slate-600">
            <FormattedMessage
              id="support.chat.waiting"
              values={{ when: when(chat.data.waitingSince), minutes: CHAT_AWAY_MINUTES }}
            />
          </p>
        ) : null}
      </div>
      <form noValidate onSubmit={submit} className="grid gap-2 border-t border-border px-4 py-3">
        <FormField label={intl.formatMessage({ id: "support.chat.yourMessage" })} error={error}>
          {(control) => (
            <Textarea
              ref={textRef}
              rows={2}
              limit={SUPPORT_MESSAGE_MAX}
              value={text}
              onChange={(event) => setText(event.target.value)}
              {...control}
            />
          )}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={send.isPending} aria-busy={send.isPending || undefined}>
            <FormattedMessage id={send.isPending ? "support.form.sending" : "support.chat.send"} />
          </Button>
        </div>
      </form>
    </>
  );
}

function Line({ line }: { line: ChatLine }) {
  const mine = line.from === "you";
  const when = useWhen();
  return (
    <li className={cn("grid max-w-[85%] gap-1", mine ? "justify-self-end" : "justify-self-start")}>
      <p className="text-xs text-slate-600">
        <FormattedMessage id={mine ? "support.chat.you" : "support.chat.support"} />,{" "}
        <time dateTime={line.createdAt}>{when(line.createdAt)}</time>
      </p>
      <p
        dir="auto"
        className={cn(
          "rounded-2xl px-3 py-2 text-sm leading-6 whitespace-pre-wrap [overflow-wrap:anywhere]",
          mine ? "bg-navy-700 text-white" : "bg-slate-100 text-slate-900",
        )}
      >
        {line.body}
      </p>
    </li>
  );
}

/** Every signed-in page has the panel: it brings its own texts (and the validation messages, in forms). */
export default withMessages(["forms", "support"], ChatPanel);
