import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Lock, LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatCents } from "../../../../domain/money/prices.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { payTestCheckout, testCheckoutQueryKey, type TestCheckoutSession } from "../api/test-checkout.ts";

const digits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);
const groupCardNumber = (value: string) => digits(value, 19).replace(/(\d{4})(?=\d)/g, "$1 ");
const formatExpiry = (value: string) => {
  const d = digits(value, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
};

interface PayError {
  /** Shown under the card number. */
  field?: string;
  /** Shown above the Pay button. */
  alert?: string;
}

function payError(error: unknown): PayError {
  if (error instanceof ApiError && error.status === 402) {
    return { alert: error.serverMessage ?? "Your card was declined. Try another card." };
  }
  if (error instanceof ApiError && error.status === 400) {
    return { field: error.serverMessage ?? error.fields?.cardNumber ?? "Use a test card number" };
  }
  return { alert: errorMessage(error, "We couldn’t process this test payment. Please try again.") };
}

/** A card form that looks like a real one; only the card number decides what happens. */
export function TestCardForm({ session }: { session: TestCheckoutSession }) {
  const queryClient = useQueryClient();
  const [cardNumber, setCardNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [name, setName] = useState("");
  const [error, setError] = useState<PayError>({});

  const pay = useMutation({
    mutationFn: (card: string) => payTestCheckout(session.id, card),
    onSuccess: ({ redirectUrl }) => {
      window.location.assign(redirectUrl);
    },
    onError: (failure) => {
      setError(payError(failure));
      // 409: the session closed meanwhile; reload it so the page says so.
      if (failure instanceof ApiError && failure.status === 409)
        void queryClient.invalidateQueries({ queryKey: testCheckoutQueryKey(session.id) });
    },
  });
  const busy = pay.isPending || pay.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const card = digits(cardNumber, 19);
    if (!card) {
      setError({ field: "Enter a card number" });
      return;
    }
    setError({});
    pay.mutate(card);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Card details">
      <FormField label="Card number" error={error.field}>
        {(control) => (
          <Input
            {...control}
            // Not "cc-number": this test page must not invite the browser to fill in a real saved card.
            autoComplete="off"
            inputMode="numeric"
            placeholder="4242 4242 4242 4242"
            value={cardNumber}
            onChange={(event) => setCardNumber(groupCardNumber(event.target.value))}
            className="font-mono tracking-wide"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField label="Expiry (MM / YY)">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              inputMode="numeric"
              placeholder="MM / YY"
              value={expiry}
              onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            />
          )}
        </FormField>
        <FormField label="CVC">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              inputMode="numeric"
              placeholder="123"
              value={cvc}
              onChange={(event) => setCvc(digits(event.target.value, 4))}
            />
          )}
        </FormField>
      </div>
      <FormField label="Name on card">
        {(control) => (
          <Input {...control} autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        )}
      </FormField>

      {error.alert ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error.alert}
        </p>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Lock aria-hidden="true" />}
        {busy ? "Processing…" : `Pay ${formatCents(session.amountCents)}`}
      </Button>
    </form>
  );
}
