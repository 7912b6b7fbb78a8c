import { ArrowLeft, CircleCheck, KeyRound, LinkIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { useResetLinkCheck } from "@/features/auth/api/auth-mutations.ts";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useKnownText } from "@/i18n/known-text.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

/** Spec §9: after a missing token or a successful reset, move on after 3 s. */
const REDIRECT_DELAY_MS = 3000;

function useRedirectAfter(active: boolean, to: string) {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, to, navigate]);
}

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [done, setDone] = useState(false);
  const check = useResetLinkCheck(done ? "" : token);
  const intl = useIntl();
  const known = useKnownText();
  useDocumentTitle(
    intl.formatMessage({
      id: !token
        ? "auth.reset.invalid.title"
        : done
          ? "auth.reset.done.title"
          : check.isError
            ? "auth.reset.used.title"
            : "auth.reset.pageTitle",
    }),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: said once, when the page opens without a token.
  useEffect(() => {
    if (token) return;
    toast({
      title: intl.formatMessage({ id: "auth.reset.invalid.title" }),
      description: intl.formatMessage({ id: "auth.reset.invalid.toast" }),
      variant: "destructive",
    });
  }, [token]);
  useRedirectAfter(!token, "/forgot-password");
  useRedirectAfter(done, "/login");

  if (!token) return <InvalidLink />;
  if (done) return <ResetDone />;
  if (check.isError) {
    const reason = known(errorMessage(check.error, intl.formatMessage({ id: "auth.reset.used.fallback" })));
    return <UsedLink reason={reason ?? ""} />;
  }
  if (check.isPending) return <CheckingLink />;
  return (
    <AuthShell
      icon={<KeyRound />}
      title={intl.formatMessage({ id: "auth.reset.title" })}
      description={intl.formatMessage({ id: "auth.reset.description" })}
      footer={
        <TextLink href="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeft className="size-4" aria-hidden="true" />
          <FormattedMessage id="auth.backToSignIn" />
        </TextLink>
      }
    >
      <ResetPasswordForm
        token={token}
        onDone={(message) => {
          toast({
            title: intl.formatMessage({ id: "auth.reset.done.title" }),
            description: message || intl.formatMessage({ id: "auth.reset.done.toastFallback" }),
          });
          setDone(true);
        }}
      />
    </AuthShell>
  );
}

function InvalidLink() {
  const intl = useIntl();
  return (
    <AuthShell
      icon={<LinkIcon />}
      tone="danger"
      title={intl.formatMessage({ id: "auth.reset.invalid.title" })}
      description={intl.formatMessage({ id: "auth.reset.invalid.description" })}
    >
      <NewLinkActions />
    </AuthShell>
  );
}

function CheckingLink() {
  const intl = useIntl();
  return (
    <AuthShell
      icon={<KeyRound />}
      title={intl.formatMessage({ id: "auth.reset.title" })}
      description={intl.formatMessage({ id: "auth.reset.checking" })}
    >
      <div className="flex justify-center py-4">
        <Spinner label={intl.formatMessage({ id: "auth.reset.checkingLabel" })} />
      </div>
    </AuthShell>
  );
}

/** A used or expired link fails at once, before any password is typed. */
function UsedLink({ reason }: { reason: string }) {
  const intl = useIntl();
  return (
    <AuthShell
      icon={<LinkIcon />}
      tone="danger"
      title={intl.formatMessage({ id: "auth.reset.used.title" })}
      description={intl.formatMessage({ id: "auth.reset.used.description" }, { reason })}
    >
      <NewLinkActions />
    </AuthShell>
  );
}

function ResetDone() {
  const intl = useIntl();
  return (
    <AuthShell
      icon={<CircleCheck />}
      tone="success"
      title={intl.formatMessage({ id: "auth.reset.done.title" })}
      description={intl.formatMessage({ id: "auth.reset.done.description" })}
    >
      <Button asChild size="lg" className="w-full">
        <Link href="/login">
          <FormattedMessage id="auth.reset.done.continue" />
        </Link>
      </Button>
    </AuthShell>
  );
}

/** Where a person with a link that does not work goes next. */
function NewLinkActions() {
  return (
    <div className="grid gap-3">
      <Button asChild size="lg" className="w-full">
        <Link href="/forgot-password">
          <FormattedMessage id="auth.reset.requestNew" />
        </Link>
      </Button>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href="/login">
          <FormattedMessage id="auth.backToSignIn" />
        </Link>
      </Button>
    </div>
  );
}
