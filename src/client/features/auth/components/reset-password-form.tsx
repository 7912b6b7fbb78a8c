import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { MIN_PASSWORD_LENGTH, resetPasswordFormSchema } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useResetPassword } from "../api/auth-mutations.ts";

/** New password + confirmation; sends only {token, newPassword}. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const intl = useIntl();
  const known = useKnownText();

  const onSubmit = form.handleSubmit(({ token: resetToken, newPassword }) =>
    reset.mutate(
      { token: resetToken, newPassword },
      {
        onSuccess: (answer) => onDone(known(answer?.message) ?? ""),
        onError: (error) => {
          toast({
            title: intl.formatMessage({ id: "auth.reset.failed" }),
            description: known(errorMessage(error, intl.formatMessage({ id: "auth.reset.failedFallback" }))),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        label={intl.formatMessage({ id: "auth.reset.newPassword" })}
        error={errors.newPassword?.message}
        hint={intl.formatMessage({ id: "auth.reset.hint" }, { min: MIN_PASSWORD_LENGTH })}
      >
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            autoFocus
            toggleLabel={intl.formatMessage({ id: "auth.reset.newPasswordField" })}
            {...control}
            {...form.register("newPassword")}
          />
        )}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: "auth.reset.confirm" })}
        error={errors.confirmPassword?.message ?? errors.token?.message}
      >
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            toggleLabel={intl.formatMessage({ id: "auth.reset.confirmField" })}
            {...control}
            {...form.register("confirmPassword")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={reset.isPending}>
        {intl.formatMessage({ id: reset.isPending ? "auth.reset.submitting" : "auth.reset.submit" })}
      </Button>
    </form>
  );
}
