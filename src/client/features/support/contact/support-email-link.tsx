import { usePublicConfig } from "@/lib/public-config.ts";
import { cn } from "@/lib/cn.ts";

/** The support address as a mailto link (SUPPORT_EMAIL, from /api/config); nothing until it is known. */
export function SupportEmailLink({ className }: { className?: string }) {
  const address = usePublicConfig().data?.supportEmail;
  if (!address) return null;
  return (
    <a
      href={`mailto:${address}`}
      className={cn("rounded-sm underline underline-offset-4 [overflow-wrap:anywhere]", className)}
    >
      {address}
    </a>
  );
}
