import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { loginSchema, type LoginInput } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
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

  const onSubmit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: () => {
        toast({ title: "Welcome back!" });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["email", "password"]);
        toast({
          title: "Login failed",
          description: errorMessage(error, "Invalid email or password."),
          variant: "destructive",
        });
      },
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
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
      <FormField
        label="Password"
        error={errors.password?.message}
        labelAside={
          <TextLink href="/forgot-password" className="text-sm font-medium">
            Forgot password?
          </TextLink>
        }
      >
        {(control) => <PasswordInput autoComplete="current-password" {...control} {...form.register("password")} />}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending ? "Signing in..." : "Sign in"}
      </Button>
    </form>
  );
}
