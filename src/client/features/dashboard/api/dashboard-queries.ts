import { useQuery } from "@tanstack/react-query";
import type { MailService } from "../../../../domain/letter/mail-field-limits.ts";

/** GET /api/config: the dashboard banner's words, the optional chat widget script and the support address. */
export interface PublicConfig {
  bannerTitle: string;
  bannerText: string;
  supportChatSrc: string | null;
  /** Where customers write to support (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Test keys or the built-in stand-ins in use: every page says so. */
  testMode: boolean;
  /** Where new mail orders go: the wizard says its field limits at the fields. */
  mailService: MailService;
}

export const configQueryKey = ["/api/config"] as const;

// The default query function GETs the key's URL; 401 and every non-OK answer are errors.
export const usePublicConfig = () => useQuery<PublicConfig>({ queryKey: configQueryKey });
