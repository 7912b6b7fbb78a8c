import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { BRAND } from "../../../../domain/brand.ts";
import { registerSchema, type RegisterInput } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { errorMessage } from "@/lib/api-client.ts";
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

  const onSubmit = (values: RegisterInput) =>
    register.mutate(values, {
      onSuccess: () => {
        toast({ title: `Welcome to ${BRAND}!`, description: "Your account has been created successfully." });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["firstName", "lastName", "email", "password"]);
        toast({
          title: "Registration failed",
          description: errorMessage(error, "Unable to create account. Please try again."),
          variant: "destructive",
        });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          {(control) => <Input autoComplete="given-name" limit={100} {...control} {...form.register("firstName")} />}
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          {(control) => <Input autoComplete="family-name" limit={100} {...control} {...form.register("lastName")} />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
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
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            placeholder="At least 8 characters"
            {...control}
            {...form.register("password")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={register.isPending}>
        {register.isPending ? "Creating account..." : "Create account"}
      </Button>
    </form>
  );
}
