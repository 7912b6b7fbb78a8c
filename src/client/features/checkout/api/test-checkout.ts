import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client.ts";

/** GET /api/test-checkout/{sessionId}: a session of the built-in test checkout. */
export interface TestCheckoutSession {
  id: string;
  description: string;
  amountCents: number;
  currency: string;
  status: "open" | "complete" | "expired";
  paymentStatus: string;
  orderId: number;
  customerEmail: string;
  cancelUrl: string;
  /** Why the checkout can no longer be paid (its letter deleted, a newer checkout opened...), or null. */
  closedMessage: string | null;
}

export const testCheckoutQueryKey = (sessionId: string) => ["/api/test-checkout", sessionId] as const;

export const useTestCheckoutSession = (sessionId: string) =>
  useQuery<TestCheckoutSession>({ queryKey: testCheckoutQueryKey(sessionId) });

/** POST /api/test-checkout/{sessionId}/pay: 200 with where to go, 402 declined, 400 not a test card, 409 closed. */
export const payTestCheckout = (sessionId: string, cardNumber: string) =>
  api.post<{ redirectUrl: string }>(`/api/test-checkout/${encodeURIComponent(sessionId)}/pay`, { cardNumber });
