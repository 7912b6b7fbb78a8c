import { ArrowLeft, CircleCheck, KeyRound, LinkIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { AuthShell } from "@/features/auth/components/auth-shell.tsx";
import { useResetLinkCheck } from "@/features/auth/api/auth-mutations.ts";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.tsx";
import { TextLink } from "@/features/auth/components/text-link.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
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
  useDocumentTitle(
    !token
      ? "Invalid reset link"
      : done
        ? "Password reset successful"
        : check.isError
          ? "Reset link no longer works"
          : "Reset your password",
  );

  useEffect(() => {
    if (token) return;
    toast({
      title: "Invalid reset link",
      description: "This password reset link is invalid or missing required information.",
      variant: "destructive",
    });
  }, [token]);
  useRedirectAfter(!token, "/forgot-password");
  useRedirectAfter(done, "/login");

  if (!token) return <InvalidLink />;
  if (done) return <ResetDone />;
  if (check.isError) {
    return <UsedLink reason={errorMessage(check.error, "This password reset link no longer works.")} />;
  }
  if (check.isPending) return <CheckingLink />;
  return (
    <AuthShell
      icon={<KeyRound />}
      title="Set a new password"
      description="Choose a new password for your account."
      footer={
        <TextLink href="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to sign in
        </TextLink>
      }
    >
      <ResetPasswordForm
        token={token}
        onDone={(message) => {
          toast({
            title: "Password reset successful",
            description: message || "You can now sign in with your new password.",
          });
          setDone(true);
        }}
      />
    </AuthShell>
  );
}

function InvalidLink() {
  return (
    <AuthShell
      icon={<LinkIcon />}
      tone="danger"
      title="Invalid reset link"
      description="This password reset link is invalid or missing required information. Reset links work once and expire after an hour. We’ll take you to request a new one in a moment."
    >
      <NewLinkActions />
    </AuthShell>
  );
}

function CheckingLink() {
  return (
    <AuthShell icon={<KeyRound />} title="Set a new password" description="Checking your reset link...">
      <div className="flex justify-center py-4">
        <Spinner label="Checking your reset link" />
      </div>
    </AuthShell>
  );
}

/** A used or expired link fails at once, before any password is typed. */
function UsedLink({ reason }: { reason: string }) {
  return (
    <AuthShell
      icon={<LinkIcon />}
      tone="danger"
      title="Reset link no longer works"
      description={`${reason} Reset links work once and expire after an hour.`}
    >
      <NewLinkActions />
    </AuthShell>
  );
}

function ResetDone() {
  return (
    <AuthShell
      icon={<CircleCheck />}
      tone="success"
      title="Password reset successful"
      description="Your password has been changed. Taking you to sign in..."
    >
      <Button asChild size="lg" className="w-full">
        <Link href="/login">Continue to sign in</Link>
      </Button>
    </AuthShell>
  );
}

/** Where a person with a link that does not work goes next. */
function NewLinkActions() {
  return (
    <div className="grid gap-3">
      <Button asChild size="lg" className="w-full">
        <Link href="/forgot-password">Request new reset link</Link>
      </Button>
      <Button asChild variant="outline" size="lg" className="w-full">
        <Link href="/login">Back to sign in</Link>
      </Button>
    </div>
  );
}
