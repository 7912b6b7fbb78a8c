import { useQuery } from "@tanstack/react-query";

/** GET /api/demand-letters: the signed-in user's letters (fields the dashboard reads). */
export interface LetterSummary {
  id: number;
  platforms: string[];
  username: string;
  createdAt: string;
}

export type OrderType = "digital" | "mail";

/** GET /api/orders: the signed-in user's orders. `amount` is numeric text, e.g. "25.00". */
export interface OrderSummary {
  id: number;
  type: OrderType | string;
  amount: string;
  status: string;
  createdAt: string;
  mailTracking: string | null;
  demandLetterId: number | null;
  isUpgrade: boolean;
}

/** GET /api/config: the dashboard banner's words and the optional chat widget script. */
export interface PublicConfig {
  bannerTitle: string;
  bannerText: string;
  supportChatSrc: string | null;
}

export const lettersQueryKey = ["/api/demand-letters"] as const;
export const ordersQueryKey = ["/api/orders"] as const;
export const configQueryKey = ["/api/config"] as const;

// The default query function GETs the key's URL; 401 and every non-OK answer are errors.
export const useLetters = () => useQuery<LetterSummary[]>({ queryKey: lettersQueryKey });
export const useOrders = () => useQuery<OrderSummary[]>({ queryKey: ordersQueryKey });
export const usePublicConfig = () => useQuery<PublicConfig>({ queryKey: configQueryKey });

/** Newest first, at most `count`. */
export function newest<T extends { createdAt: string }>(items: T[] | undefined, count: number): T[] {
  return [...(items ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}
