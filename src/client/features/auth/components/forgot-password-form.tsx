import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { forgotPasswordSchema, type ForgotPasswordInput } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useForgotPassword } from "../api/auth-mutations.ts";

/** Asks for a reset link; `onSent` receives the address it was sent to. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors } = form.formState;
  const intl = useIntl();
  const known = useKnownText();

  const onSubmit = (values: ForgotPasswordInput) =>
    forgot.mutate(values, {
      onSuccess: (answer) => {
        toast({
          title: intl.formatMessage({ id: "auth.forgot.sent" }),
          description: known(answer?.message) || intl.formatMessage({ id: "auth.forgot.sentFallback" }),
        });
        onSent(values.email);
      },
      onError: (error) => {
        toast({
          title: intl.formatMessage({ id: "common.error" }),
          description: known(errorMessage(error, intl.formatMessage({ id: "auth.forgot.failedFallback" }))),
          variant: "destructive",
        });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField label={intl.formatMessage({ id: "auth.email" })} error={errors.email?.message}>
        {(control) => (
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            limit={254}
            {...control}
            {...form.register("email")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
        {intl.formatMessage({ id: forgot.isPending ? "auth.forgot.submitting" : "auth.forgot.submit" })}
      </Button>
    </form>
  );
}
