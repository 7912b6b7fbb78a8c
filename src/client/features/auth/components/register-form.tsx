import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useIntl } from "react-intl";
import { BRAND } from "../../../../domain/brand.ts";
import { registerSchema, type RegisterInput } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useLanguage } from "@/i18n/language-provider.tsx";
import { useRegister } from "../api/auth-mutations.ts";
import { applyServerFieldErrors } from "./server-field-errors.ts";

/**
 * Once signed in, the router takes the user on from this guest-only page: to the checked `next`
 * of the address, else the dashboard (navigating here would run ahead of the stored user).
 */
export function RegisterForm() {
  const register = useRegister();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;
  const intl = useIntl();
  const known = useKnownText();
  const { language } = useLanguage();

  const onSubmit = (values: RegisterInput) =>
    register.mutate(
      { ...values, language },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: "auth.register.welcome" }, { brand: BRAND }),
            description: intl.formatMessage({ id: "auth.register.created" }),
          });
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ["firstName", "lastName", "email", "password"]);
          toast({
            title: intl.formatMessage({ id: "auth.register.failed" }),
            description: known(errorMessage(error, intl.formatMessage({ id: "auth.register.failedFallback" }))),
            variant: "destructive",
          });
        },
      },
    );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={intl.formatMessage({ id: "auth.register.firstName" })} error={errors.firstName?.message}>
          {(control) => <Input autoComplete="given-name" limit={100} {...control} {...form.register("firstName")} />}
        </FormField>
        <FormField label={intl.formatMessage({ id: "auth.register.lastName" })} error={errors.lastName?.message}>
          {(control) => <Input autoComplete="family-name" limit={100} {...control} {...form.register("lastName")} />}
        </FormField>
      </div>
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
      <FormField label={intl.formatMessage({ id: "auth.password" })} error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            placeholder={intl.formatMessage({ id: "auth.register.passwordPlaceholder" })}
            {...control}
            {...form.register("password")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
        {intl.formatMessage({ id: register.isPending ? "auth.register.submitting" : "auth.register.submit" })}
      </Button>
    </form>
  );
}
