import { useQuery } from "@tanstack/react-query";

/** GET /api/config: the dashboard banner's words and the optional chat widget script. */
export interface PublicConfig {
  bannerTitle: string;
  bannerText: string;
  supportChatSrc: string | null;
}

export const configQueryKey = ["/api/config"] as const;

// The default query function GETs the key's URL; 401 and every non-OK answer are errors.
export const usePublicConfig = () => useQuery<PublicConfig>({ queryKey: configQueryKey });
