import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import type { CurrentUser } from "../../../../domain/accounts/auth.ts";
import {
  guestSupportMessageSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportMessageData,
  type SupportMessageInput,
  supportMessageSchema,
} from "../../../../domain/accounts/support-messages.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { applyServerFieldErrors } from "@/features/auth/components/server-field-errors.ts";
import { useLetterList } from "@/features/letters/api/letters-api.ts";
import { NativeSelect, Textarea } from "@/features/letters/wizard/form-controls.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useSendSupportMessage } from "../api/support-api.ts";

const FIELDS = ["name", "email", "subject", "message", "letterId"] as const;

/** The /support form. Signed in, the account names the sender; signed out, an email is asked for. */
export function ContactForm({ user, onSent }: { user: CurrentUser | null; onSent: (email: string) => void }) {
  const send = useSendSupportMessage();
  const form = useForm<SupportMessageInput, unknown, SupportMessageData>({
    /* The guest schema only makes the email required: the same values either way. */
    resolver: (user ? zodResolver(supportMessageSchema) : zodResolver(guestSupportMessageSchema)) as Resolver<
      SupportMessageInput,
      unknown,
      SupportMessageData
    >,
    /* Signed in, the account names the sender: no name or email is sent. */
    defaultValues: user
      ? { subject: "", message: "", letterId: null }
      : { name: "", email: "", subject: "", message: "", letterId: null },
  });
  const { errors } = form.formState;

  const onSubmit = (values: SupportMessageData) =>
    send.mutate(values, {
      onSuccess: () => {
        form.reset();
        onSent(user?.email ?? values.email ?? "");
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, FIELDS);
        toast({
          title: "Message not sent",
          description: errorMessage(error, "Your message could not be sent. Please try again."),
          variant: "destructive",
        });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      {user ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm leading-6 text-slate-700">
          You are writing as{" "}
          <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {[user.firstName, user.lastName].filter(Boolean).join(" ") || user.email}
          </strong>
          . We answer at <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{user.email}</strong>
          , your account’s address.
        </p>
      ) : (
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Your name (optional)" error={errors.name?.message}>
            {(control) => (
              <Input autoComplete="name" limit={SUPPORT_NAME_MAX} {...control} {...form.register("name")} />
            )}
          </FormField>
          <FormField label="Email" hint="We answer here." error={errors.email?.message}>
            {(control) => (
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                limit={254}
                {...control}
                {...form.register("email")}
              />
            )}
          </FormField>
        </div>
      )}
      <FormField label="Subject (optional)" error={errors.subject?.message}>
        {(control) => <Input limit={SUPPORT_SUBJECT_MAX} {...control} {...form.register("subject")} />}
      </FormField>
      {user ? <LetterChoice form={form} error={errors.letterId?.message} /> : null}
      <FormField
        label="Message"
        hint="What happened, and what you would like us to do. Please leave out passwords and card numbers."
        error={errors.message?.message}
      >
        {(control) => <Textarea rows={7} limit={SUPPORT_MESSAGE_MAX} {...control} {...form.register("message")} />}
      </FormField>
      <div>
        <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? "Sending..." : "Send message"}
        </Button>
      </div>
    </form>
  );
}

/** A signed-in sender may say which of their letters the message is about. */
function LetterChoice({
  form,
  error,
}: {
  form: UseFormReturn<SupportMessageInput, unknown, SupportMessageData>;
  error?: string;
}) {
  const letters = useLetterList();
  if (!letters.data?.length) return null;
  return (
    <FormField label="About a letter (optional)" error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          {...form.register("letterId", { setValueAs: (value) => (value ? Number(value) : null) })}
        >
          <option value="">No particular letter</option>
          {letters.data.map((letter) => (
            <option key={letter.id} value={letter.id}>
              Letter #{letter.id}: {letter.platforms.join(", ")} ({letter.username})
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
