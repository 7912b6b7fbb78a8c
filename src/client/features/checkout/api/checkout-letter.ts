import { useQuery } from "@tanstack/react-query";

/** GET /api/demand-letters/{id}: the fields the checkout page reads. */
export interface CheckoutLetter {
  id: number;
  fullName: string;
  platforms: string[];
  username: string;
  recipientBusinessId: string;
  /** Where the sender lives: certified mail is sold only for US letters. */
  country?: string;
  /** null when unsigned; a certified-mail order needs a signed letter. */
  signature?: { kind: string } | null;
  editState?: "editable" | "correctable" | "locked";
}

/** The letter being paid for; 404 when it is not the user's. */
export const useCheckoutLetter = (letterId: number | null) =>
  useQuery<CheckoutLetter>({ queryKey: ["/api/demand-letters", letterId], enabled: letterId !== null });
