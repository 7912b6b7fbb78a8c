import { loadToaster } from "@/components/ui/toast-host.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { rememberReturnPath } from "../return-to/return-path.ts";
import { LOGIN_URL } from "./logout.ts";

/**
 * Spec §6: the Unauthorized toast, then after 500 ms the browser goes to /api/login.
 * The toaster's code is loaded first, and the 500 ms count from the frame after the toast is
 * drawn (or 1 s, in a tab that draws no frames), so a busy phone still shows it for the whole time.
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
      return afterNextPaint();
    })
    .then(() => {
      if (cancelled) return;
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

/** Resolves once the browser has drawn the next two frames, or after 1 s where it draws none (a hidden tab). */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 1000);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
