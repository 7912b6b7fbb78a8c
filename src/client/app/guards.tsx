import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useLocation } from "wouter";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { redirectToLogin } from "@/features/auth/api/redirect-to-login.ts";
import { withMessages } from "@/i18n/with-messages.tsx";

/** A protected page opened while signed out: toast, then /api/login after 500 ms. */
export const RequireSignIn = withMessages(["app"], function RequireSignIn() {
  const intl = useIntl();
  useEffect(() => redirectToLogin(), []);
  return <CenteredSpinner label={intl.formatMessage({ id: "app.redirectingToSignIn" })} className="min-h-[50vh]" />;
});

/** An admin page opened by someone without admin rights: toast, then home. */
export const AccessDenied = withMessages(["app"], function AccessDenied() {
  const [, navigate] = useLocation();
  const intl = useIntl();
  useEffect(() => {
    toast({
      title: intl.formatMessage({ id: "app.accessDenied.title" }),
      description: intl.formatMessage({ id: "app.accessDenied.text" }),
      variant: "destructive",
    });
    navigate("/", { replace: true });
  }, [navigate, intl]);
  return null;
});
