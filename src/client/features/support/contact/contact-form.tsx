import { zodResolver } from "@hookform/resolvers/zod";
import { FormattedMessage, useIntl } from "react-intl";
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
import { useKnownText } from "@/i18n/known-text.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useSendSupportMessage } from "../api/support-api.ts";

const FIELDS = ["name", "email", "subject", "message", "letterId"] as const;

/** The /support form. Signed in, the account names the sender; signed out, an email is asked for. */
export function ContactForm({ user, onSent }: { user: CurrentUser | null; onSent: (email: string) => void }) {
  const send = useSendSupportMessage();
  const intl = useIntl();
  const known = useKnownText();
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
          title: intl.formatMessage({ id: "support.form.failedTitle" }),
          description: known(errorMessage(error, intl.formatMessage({ id: "support.form.failed" }))),
          variant: "destructive",
        });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      {user ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm leading-6 text-slate-700">
          <FormattedMessage
            id="support.form.writingAs"
            values={{
              name: [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
              email: user.email,
              b: (chunks) => (
                <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{chunks}</strong>
              ),
            }}
          />
        </p>
      ) : (
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label={intl.formatMessage({ id: "support.form.name" })} error={errors.name?.message}>
            {(control) => (
              <Input autoComplete="name" limit={SUPPORT_NAME_MAX} {...control} {...form.register("name")} />
            )}
          </FormField>
          <FormField
            label={intl.formatMessage({ id: "support.form.email" })}
            hint={intl.formatMessage({ id: "support.form.emailHint" })}
            error={errors.email?.message}
          >
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
      <FormField label={intl.formatMessage({ id: "support.form.subject" })} error={errors.subject?.message}>
        {(control) => <Input limit={SUPPORT_SUBJECT_MAX} {...control} {...form.register("subject")} />}
      </FormField>
      {user ? <LetterChoice form={form} error={errors.letterId?.message} /> : null}
      <FormField
        label={intl.formatMessage({ id: "support.form.message" })}
        hint={intl.formatMessage({ id: "support.form.messageHint" })}
        error={errors.message?.message}
      >
        {(control) => <Textarea rows={7} limit={SUPPORT_MESSAGE_MAX} {...control} {...form.register("message")} />}
      </FormField>
      <div>
        <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          <FormattedMessage id={send.isPending ? "support.form.sending" : "support.form.send"} />
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
  const intl = useIntl();
  if (!letters.data?.length) return null;
  return (
    <FormField label={intl.formatMessage({ id: "support.form.letter" })} error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          {...form.register("letterId", { setValueAs: (value) => (value ? Number(value) : null) })}
        >
          <option value="">{intl.formatMessage({ id: "support.form.noLetter" })}</option>
          {letters.data.map((letter) => (
            <option key={letter.id} value={letter.id}>
              {intl.formatMessage(
                { id: "support.form.letterOption" },
                { id: letter.id, platforms: letter.platforms.join(", "), username: letter.username },
              )}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
