import { ArrowLeft, KeyRound, MailCheck } from "lucide-react";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { CheckEmail } from "@/features/auth/components/check-email.tsx";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

const backToSignIn = (
  <TextLink href="/login" className="inline-flex items-center gap-1.5">
    <ArrowLeft className="size-4" aria-hidden="true" />
    <FormattedMessage id="auth.backToSignIn" />
  </TextLink>
);

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: sentTo ? "auth.checkEmail.title" : "auth.forgot.pageTitle" }));

  if (sentTo) {
    return (
      <AuthShell
        icon={<MailCheck />}
        tone="success"
        title={intl.formatMessage({ id: "auth.checkEmail.title" })}
        footer={backToSignIn}
      >
        <CheckEmail email={sentTo} onTryAgain={() => setSentTo(null)} />
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<KeyRound />}
      title={intl.formatMessage({ id: "auth.forgot.title" })}
      description={intl.formatMessage({ id: "auth.forgot.description" })}
      footer={backToSignIn}
    >
      <ForgotPasswordForm onSent={setSentTo} />
    </AuthShell>
  );
}
