import { useEffect } from "react";
import { useLocation } from "wouter";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { redirectToLogin } from "@/features/auth/api/redirect-to-login.ts";

/** A protected page opened while signed out: toast, then /api/login after 500 ms. */
export function RequireSignIn() {
  useEffect(() => redirectToLogin(), []);
  return <CenteredSpinner label="Redirecting to sign in" className="min-h-[50vh]" />;
}

/** An admin page opened by someone without admin rights: toast, then home. */
export function AccessDenied() {
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({
      title: "Access Denied",
      description: "You need admin privileges to access this page.",
      variant: "destructive",
    });
    navigate("/", { replace: true });
  }, [navigate]);
  return null;
}
