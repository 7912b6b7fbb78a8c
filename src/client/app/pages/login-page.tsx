import { LogIn } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { LoginForm } from "@/features/auth/components/login-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { withNext } from "@/features/auth/return-to/return-path.ts";
import { useReturnPath } from "@/features/auth/return-to/use-return-path.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export default function LoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "auth.login.pageTitle" }));
  const next = useReturnPath("/login");
  return (
    <AuthShell
      icon={<LogIn />}
      title={intl.formatMessage({ id: "auth.login.title" })}
      description={intl.formatMessage({ id: "auth.login.description" })}
      footer={
        <FormattedMessage
          id="auth.login.noAccount"
          values={{
            link: (text: ReactNode[]) => (
              <TextLink key="link" href={withNext("/register", next)}>
                {text}
              </TextLink>
            ),
          }}
        />
      }
    >
      <LoginForm />
    </AuthShell>
  );
}
