import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { loginSchema, type LoginInput } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useLogin } from "../api/auth-mutations.ts";
import { applyServerFieldErrors } from "./server-field-errors.ts";
import { TextLink } from "./text-link.tsx";

/**
 * Once signed in, the router takes the user on from this guest-only page: to the checked `next`
 * of the address, else the dashboard (navigating here would run ahead of the stored user).
 */
export function LoginForm() {
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
  const intl = useIntl();
  const known = useKnownText();

  const onSubmit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: intl.formatMessage({ id: "auth.login.welcomeBack" }) });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["email", "password"]);
        toast({
          title: intl.formatMessage({ id: "auth.login.failed" }),
          description: known(errorMessage(error, intl.formatMessage({ id: "auth.login.failedFallback" }))),
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
            limit={254}
            {...control}
            {...form.register("email")}
          />
        )}
      </FormField>
      <FormField
        label={intl.formatMessage({ id: "auth.password" })}
        error={errors.password?.message}
        labelAside={
          <TextLink href="/forgot-password" className="text-sm font-medium">
            {intl.formatMessage({ id: "auth.login.forgot" })}
          </TextLink>
        }
      >
        {(control) => <PasswordInput autoComplete="current-password" {...control} {...form.register("password")} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {intl.formatMessage({ id: login.isPending ? "auth.login.submitting" : "auth.login.submit" })}
      </Button>
    </form>
  );
}
