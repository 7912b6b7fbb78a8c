import { LogIn } from "lucide-react";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { LoginForm } from "@/features/auth/components/login-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { withNext } from "@/features/auth/return-to/return-path.ts";
import { useReturnPath } from "@/features/auth/return-to/use-return-path.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export default function LoginPage() {
  useDocumentTitle("Sign in");
  const next = useReturnPath("/login");
  return (
    <AuthShell
      icon={<LogIn />}
      title="Sign in to your account"
      description="Welcome back. Sign in to see your letters and orders."
      footer={
        <>
          Don’t have an account? <TextLink href={withNext("/register", next)}>Create one</TextLink>
        </>
      }
    >
      <LoginForm />
    </AuthShell>
  );
}
