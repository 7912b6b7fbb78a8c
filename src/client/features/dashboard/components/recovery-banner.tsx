import { Headset, MessageCircle } from "lucide-react";
import { useContext } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { openSupportChat } from "@/features/support/chat/open-support-chat.ts";
import { EnglishMessagesContext } from "@/i18n/with-messages.tsx";
import type { Catalog } from "@/i18n/catalogs.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { type PublicConfig, usePublicConfig } from "@/lib/public-config.ts";
import { useSupportChatScript } from "../support-chat.ts";

/** A plain English message's text, as the catalog holds it. */
function englishOf(english: Catalog, id: MessageId): string | undefined {
  const [only] = english[id] ?? [];
  return only && "value" in only && typeof only.value === "string" ? only.value : undefined;
}

/**
 * The banner's words: the server's when it has its own (BANNER_TITLE, BANNER_TEXT), shown as
 * written; its default words, or these when /api/config cannot be read, in the language shown.
 */
function bannerWords(config: PublicConfig | undefined, intl: IntlShape, english: Catalog) {
  const isDefault =
    config?.bannerTitle === englishOf(english, "dashboard.banner.defaultTitle") &&
    config?.bannerText === englishOf(english, "dashboard.banner.defaultText");
  if (config && !isDefault) return { title: config.bannerTitle, text: config.bannerText };
  const kind = config ? "default" : "fallback";
  return {
    title: intl.formatMessage({ id: `dashboard.banner.${kind}Title` }),
    text: intl.formatMessage({ id: `dashboard.banner.${kind}Text` }),
  };
}

export function RecoveryBanner() {
  const config = usePublicConfig();
  useSupportChatScript(config.data?.supportChatSrc);
  const intl = useIntl();
  const words = bannerWords(config.data, intl, useContext(EnglishMessagesContext));

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
                <FormattedMessage id="dashboard.banner.support" />
              </h2>
              <Skeleton className="h-6 w-2/3 bg-white/20" />
              <Skeleton className="h-4 w-full bg-white/20" />
            </div>
          ) : (
            <div className="grid max-w-2xl gap-2">
              <h2 id="recovery-banner-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
                {words.title}
              </h2>
              <p className="text-sm leading-6 text-navy-100 sm:text-base">{words.text}</p>
            </div>
          )}
        </div>
        <Button variant="accent" size="lg" className="self-start md:self-center" onClick={openSupportChat}>
          <MessageCircle aria-hidden="true" />
          <FormattedMessage id="dashboard.banner.contact" />
        </Button>
      </div>
    </section>
  );
}
