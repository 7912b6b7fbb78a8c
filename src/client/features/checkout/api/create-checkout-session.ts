import { useMutation } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { PackageType } from "../../../../domain/money/prices.ts";
import { toast } from "@/components/ui/use-toast.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { ApiError, api, errorMessage } from "@/lib/api-client.ts";

/** The server's 409 for a certified-mail order on an unsigned letter. */
export const isSignatureRequired = (error: unknown) => error instanceof ApiError && error.code === "signature_required";

interface CheckoutSessionInput {
  letterId: number;
  packageType: PackageType;
  /** A split's letters, paid in this one checkout (decision 0034). */
  letterIds?: number[];
}

/** POST /api/create-checkout-session, then off to the card checkout page. */
export function useCreateCheckoutSession() {
  const intl = useIntl();
  const known = useKnownText();
  /* The case page uses this too, without the checkout's texts: it then says it in English. */
  const failed =
    "checkout.sessionFailed" in intl.messages
      ? intl.formatMessage({ id: "checkout.sessionFailed" })
      : "Failed to create checkout session";
  return useMutation({
    mutationFn: (input: CheckoutSessionInput) =>
      api.post<{ checkoutUrl: string; orderId: number }>("/api/create-checkout-session", input),
    onSuccess: ({ checkoutUrl }) => {
      window.location.href = checkoutUrl;
    },
    onError: (error) => {
      // The page shows its own message, with a button to sign.
      if (isSignatureRequired(error)) return;
      toast({
        title: intl.formatMessage({ id: "common.error" }),
        description: known(errorMessage(error, failed)),
        variant: "destructive",
      });
    },
  });
}
