import { toast } from "@/components/ui/use-toast.ts";
import { LOGIN_URL } from "./logout.ts";

/** Spec §6: the Unauthorized toast, then after 500 ms the browser goes to /api/login. Answers a cancel. */
export function redirectToLogin(): () => void {
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  const timer = setTimeout(() => {
    window.location.href = LOGIN_URL;
  }, 500);
  return () => clearTimeout(timer);
}
