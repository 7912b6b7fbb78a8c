import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { MIN_PASSWORD_LENGTH, resetPasswordFormSchema } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { PasswordInput } from "@/components/ui/password-input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
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

  const onSubmit = form.handleSubmit(({ token: resetToken, newPassword }) =>
    reset.mutate(
      { token: resetToken, newPassword },
      {
        onSuccess: (answer) => onDone(answer?.message ?? ""),
        onError: (error) => {
          toast({
            title: "Reset failed",
            description: errorMessage(error, "Failed to reset password. Please try again or request a new reset link."),
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <FormField
        label="New password"
        error={errors.newPassword?.message}
        hint={`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`}
      >
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            autoFocus
            toggleLabel="new password"
            {...control}
            {...form.register("newPassword")}
          />
        )}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message ?? errors.token?.message}>
        {(control) => (
          <PasswordInput
            autoComplete="new-password"
            toggleLabel="confirmed password"
            {...control}
            {...form.register("confirmPassword")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={reset.isPending}>
        {reset.isPending ? "Resetting password..." : "Reset password"}
      </Button>
    </form>
  );
}
