import { LoaderCircle, Mail } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PRICES } from "../../../../domain/money/prices.ts";
import { Button } from "@/components/ui/button.tsx";
import { Link } from "wouter";
import { toast } from "@/components/ui/use-toast.ts";
import { isSignatureRequired } from "@/features/checkout/api/create-checkout-session.ts";
import { PaymentReview } from "@/features/checkout/components/payment-review.tsx";
import { editLetterHref } from "@/features/letters/letter-links.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { checkUpgrade, startUpgrade } from "../api/upgrade-order.ts";

const LABEL = `Upgrade to Certified Mail (+$${PRICES.upgrade / 100})`;

/** Checks eligibility, shows what will be mailed, then sends the browser to the upgrade's checkout page (spec §8 toasts). */
export function UpgradeButton({ orderId, letterId }: { orderId: number; letterId: number }) {
  const [busy, setBusy] = useState(false);
  const [unsigned, setUnsigned] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [paying, setPaying] = useState(false);
  const running = useRef(false);

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
        title: "Upgrade Check Failed",
        description: "Failed to check upgrade eligibility.",
        variant: "destructive",
      });
      return stop();
    }
    if (!eligible) {
      toast({
        title: "Cannot Upgrade",
        description: reason ?? "This order is not eligible for upgrade.",
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
        setUnsigned(errorMessage(error, "Certified mail needs a signed letter."));
      } else {
        toast({
          title: "Upgrade Failed",
          description: "Failed to start upgrade process. Please try again.",
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
        {LABEL}
      </Button>
      <PaymentReview
        open={reviewing}
        letterId={letterId}
        document="letter"
        priceCents={PRICES.upgrade}
        priceNote="to add certified mail to the files you have paid for"
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
              Sign the letter
            </Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
