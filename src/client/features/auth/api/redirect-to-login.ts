import { loadToaster } from "@/components/ui/toast-host.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { rememberReturnPath } from "../return-to/return-path.ts";
import { LOGIN_URL } from "./logout.ts";

/**
 * Spec §6: the Unauthorized toast, then after 500 ms the browser goes to /api/login.
 * The toaster's code is loaded first, so the toast is on screen for the whole 500 ms.
 * Answers a cancel function (for effects).
 */
export function redirectToLogin(): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  void loadToaster()
    .catch(() => undefined)
    .then(() => {
      if (cancelled) return;
      toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
      timer = setTimeout(() => {
        // /api/login lands on a bare /login; the page asked for is picked up there.
        rememberReturnPath(`${window.location.pathname}${window.location.search}${window.location.hash}`);
        window.location.href = LOGIN_URL;
      }, 500);
    });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
