import { Headset, MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { usePublicConfig } from "../api/dashboard-queries.ts";
import { openSupportChat } from "@/features/support/chat/open-support-chat.ts";
import { useSupportChatScript } from "../support-chat.ts";

/** Used only when /api/config cannot be read; the server's configured words win otherwise. */
const FALLBACK = {
  bannerTitle: "Questions about your account or your letter?",
  bannerText:
    "Our support team can help you fill in your letter, choose between download and certified mail, and follow your order.",
};

export function RecoveryBanner() {
  const config = usePublicConfig();
  useSupportChatScript(config.data?.supportChatSrc);
  const words = config.data ?? FALLBACK;

  return (
    <section
      aria-labelledby="recovery-banner-title"
      className="on-dark relative overflow-hidden rounded-2xl bg-gradient-to-br from-navy-800 via-navy-900 to-navy-950 p-6 text-white shadow-md sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-16 size-64 rounded-full bg-navy-600/30 blur-2xl"
      />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-4">
          <span
            aria-hidden="true"
            className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-white/10 sm:flex"
          >
            <Headset className="size-6 text-amber-300" />
          </span>
          {config.isLoading ? (
            <div className="grid w-full max-w-xl gap-3" aria-busy="true">
              <h2 id="recovery-banner-title" className="sr-only">
                Support
              </h2>
              <Skeleton className="h-6 w-2/3 bg-white/20" />
              <Skeleton className="h-4 w-full bg-white/20" />
            </div>
          ) : (
            <div className="grid max-w-2xl gap-2">
              <h2 id="recovery-banner-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
                {words.bannerTitle}
              </h2>
              <p className="text-sm leading-6 text-navy-100 sm:text-base">{words.bannerText}</p>
            </div>
          )}
        </div>
        <Button variant="accent" size="lg" className="self-start md:self-center" onClick={openSupportChat}>
          <MessageCircle aria-hidden="true" />
          Contact Live Agent
        </Button>
      </div>
    </section>
  );
}
