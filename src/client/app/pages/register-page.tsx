import { UserPlus } from "lucide-react";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { RegisterForm } from "@/features/auth/components/register-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { withNext } from "@/features/auth/return-to/return-path.ts";
import { useReturnPath } from "@/features/auth/return-to/use-return-path.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export default function RegisterPage() {
  useDocumentTitle("Create your account");
  const next = useReturnPath("/register");
  return (
    <AuthShell
      icon={<UserPlus />}
      title="Create your account"
      description="Your letters, orders and downloads stay in one place."
      footer={
        <>
          Already have an account? <TextLink href={withNext("/login", next)}>Sign in</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
