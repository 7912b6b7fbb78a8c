import { UserPlus } from "lucide-react";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { RegisterForm } from "@/features/auth/components/register-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export default function RegisterPage() {
  useDocumentTitle("Create your account");
  return (
    <AuthShell
      icon={<UserPlus />}
      title="Create your account"
      description="Your letters, orders and downloads stay in one place."
      footer={
        <>
          Already have an account? <TextLink href="/login">Sign in</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
