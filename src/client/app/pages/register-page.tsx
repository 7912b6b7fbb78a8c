import { UserPlus } from "lucide-react";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { RegisterForm } from "@/features/auth/components/register-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { withNext } from "@/features/auth/return-to/return-path.ts";
import { useReturnPath } from "@/features/auth/return-to/use-return-path.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export default function RegisterPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "auth.register.pageTitle" }));
  const next = useReturnPath("/register");
  return (
    <AuthShell
      icon={<UserPlus />}
      title={intl.formatMessage({ id: "auth.register.title" })}
      description={intl.formatMessage({ id: "auth.register.description" })}
      footer={
        <FormattedMessage
          id="auth.register.haveAccount"
          values={{
            link: (text: ReactNode[]) => (
              <TextLink key="link" href={withNext("/login", next)}>
                {text}
              </TextLink>
            ),
          }}
        />
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
