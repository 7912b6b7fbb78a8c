import { LoaderCircle, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { PRICES } from "../../../../domain/money/prices.ts";
import { Button } from "@/components/ui/button.tsx";
import { Link } from "wouter";
import { toast } from "@/components/ui/use-toast.ts";
import { isSignatureRequired } from "@/features/checkout/api/create-checkout-session.ts";
import { PaymentReview } from "@/features/checkout/components/payment-review.tsx";
import { editLetterHref } from "@/features/letters/letter-links.ts";
import type { MessageId } from "@/i18n/message-ids.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { checkUpgrade, startUpgrade } from "../api/upgrade-order.ts";

/** Checks eligibility, shows what will be mailed, then sends the browser to the upgrade's checkout page (spec §8 toasts). */
export function UpgradeButton({ orderId, letterId }: { orderId: number; letterId: number }) {
  const [busy, setBusy] = useState(false);
  const [unsigned, setUnsigned] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [paying, setPaying] = useState(false);
  const running = useRef(false);
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const price = intl.formatNumber(PRICES.upgrade / 100, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
  });

  // Back from the checkout page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      running.current = false;
      setBusy(false);
      setPaying(false);
      setReviewing(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  /** The eligibility check first (spec §8 toasts); an eligible order opens the review. */
  async function upgrade() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const stop = () => {
      running.current = false;
      setBusy(false);
    };

    let eligible: boolean;
    let reason: string | undefined;
    try {
      ({ canUpgrade: eligible, reason } = await checkUpgrade(orderId));
    } catch {
      toast({
        title: say("app.upgrade.checkFailed.title"),
        description: say("app.upgrade.checkFailed.text"),
        variant: "destructive",
      });
      return stop();
    }
    if (!eligible) {
      toast({
        title: say("app.upgrade.cannot.title"),
        description: reason ?? say("app.upgrade.cannot.text"),
        variant: "destructive",
      });
      return stop();
    }
    setReviewing(true);
  }

  /** After the review: the upgrade's checkout page. */
  async function pay() {
    setPaying(true);
    const stop = () => {
      running.current = false;
      setBusy(false);
      setPaying(false);
      setReviewing(false);
    };
    try {
      const { sessionUrl } = await startUpgrade(orderId);
      window.location.href = sessionUrl;
    } catch (error) {
      if (isSignatureRequired(error)) {
        setUnsigned(errorMessage(error, say("app.upgrade.signatureRequired")));
      } else {
        toast({
          title: say("app.upgrade.failed.title"),
          description: say("app.upgrade.failed.text"),
          variant: "destructive",
        });
      }
      stop();
    }
  }

  function back() {
    running.current = false;
    setBusy(false);
    setReviewing(false);
  }

  return (
    <>
      <Button variant="accent" size="sm" aria-busy={busy || undefined} onClick={() => void upgrade()}>
        {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
        <FormattedMessage id="app.upgrade.button" values={{ price }} />
      </Button>
      <PaymentReview
        open={reviewing}
        letterId={letterId}
        document="letter"
        priceCents={PRICES.upgrade}
        priceNote={say("app.upgrade.priceNote")}
        busy={paying}
        onContinue={() => void pay()}
        onBack={back}
      />
      <div role="status" className="basis-full empty:hidden">
        {unsigned ? (
          <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-950">
            {unsigned}{" "}
            <Link
              href={editLetterHref(letterId, { step: 4 })}
              className="rounded-sm font-semibold underline underline-offset-4"
            >
              <FormattedMessage id="app.upgrade.signLetter" />
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
