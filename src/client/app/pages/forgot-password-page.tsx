import { ArrowLeft, KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { CheckEmail } from "@/features/auth/components/check-email.tsx";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

const backToSignIn = (
  <TextLink href="/login" className="inline-flex items-center gap-1.5">
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to sign in
  </TextLink>
);

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  useDocumentTitle(sentTo ? "Check your email" : "Forgot password");

  if (sentTo) {
    return (
      <AuthShell icon={<MailCheck />} tone="success" title="Check your email" footer={backToSignIn}>
        <CheckEmail email={sentTo} onTryAgain={() => setSentTo(null)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<KeyRound />}
      title="Forgot your password?"
      description="Enter the email you signed up with and we’ll send you a link to choose a new password."
      footer={backToSignIn}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthShell>
  );
}
