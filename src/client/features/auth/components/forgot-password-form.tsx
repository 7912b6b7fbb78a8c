import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { forgotPasswordSchema, type ForgotPasswordInput } from "../../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useForgotPassword } from "../api/auth-mutations.ts";

/** Asks for a reset link; `onSent` receives the address it was sent to. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const { errors } = form.formState;

  const onSubmit = (values: ForgotPasswordInput) =>
    forgot.mutate(values, {
      onSuccess: (answer) => {
        toast({
          title: "Reset link sent",
          description: answer?.message || "If an account exists for that email, a reset link is on its way.",
        });
        onSent(values.email);
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: errorMessage(error, "Failed to send reset email. Please try again."),
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
            autoFocus
            limit={254}
            {...control}
            {...form.register("email")}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}
