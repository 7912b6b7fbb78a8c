import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Lock, LoaderCircle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormattedMessage, type IntlShape, useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { ApiError, errorMessage } from "@/lib/api-client.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { payTestCheckout, testCheckoutQueryKey, type TestCheckoutSession } from "../api/test-checkout.ts";
import { useCheckoutText } from "../checkout-text.ts";

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

/**
 * The test checkout's own answers (a declined card, a card that is not a test card) in the language
 * shown; any other answer as the API gave it, translated when the catalog knows it.
 */
function payError(error: unknown, intl: IntlShape, known: (text: string | undefined) => string | undefined): PayError {
  if (error instanceof ApiError && error.status === 402) {
    return { alert: intl.formatMessage({ id: "checkout.test.declined" }) };
  }
  if (error instanceof ApiError && error.status === 400) {
    if (error.fields?.cardNumber) return { field: intl.formatMessage({ id: "checkout.test.wrongCard" }) };
    return { field: known(error.serverMessage) ?? intl.formatMessage({ id: "checkout.test.useTestCard" }) };
  }
  return { alert: known(errorMessage(error, intl.formatMessage({ id: "checkout.test.failed" }))) };
}

/** A card form that looks like a real one; only the card number decides what happens. */
export function TestCardForm({ session }: { session: TestCheckoutSession }) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const known = useKnownText();
  const text = useCheckoutText();
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
      setError(payError(failure, intl, known));
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
      setError({ field: intl.formatMessage({ id: "checkout.test.enterCard" }) });
      return;
    }
    setError({});
    pay.mutate(card);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={intl.formatMessage({ id: "checkout.test.cardDetails" })}
    >
      <FormField label={intl.formatMessage({ id: "checkout.test.cardNumber" })} error={error.field}>
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
        <FormField label={intl.formatMessage({ id: "checkout.test.expiry" })}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              inputMode="numeric"
              placeholder={intl.formatMessage({ id: "checkout.test.expiryPlaceholder" })}
              value={expiry}
              onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            />
          )}
        </FormField>
        <FormField label={intl.formatMessage({ id: "checkout.test.cvc" })}>
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
      <FormField label={intl.formatMessage({ id: "checkout.test.nameOnCard" })}>
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
        {busy ? (
          <FormattedMessage id="checkout.test.processing" />
        ) : (
          <FormattedMessage id="checkout.pay.button" values={{ price: text.money(session.amountCents) }} />
        )}
      </Button>
    </form>
  );
}
