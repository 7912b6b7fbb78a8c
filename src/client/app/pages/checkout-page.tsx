import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, Redirect, useLocation, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useCheckoutLetter } from "@/features/checkout/api/checkout-letter.ts";
import { isSignatureRequired, useCreateCheckoutSession } from "@/features/checkout/api/create-checkout-session.ts";
import { SignatureNeeded } from "@/features/checkout/components/signature-needed.tsx";
import { AlreadyPaid } from "@/features/checkout/components/already-paid.tsx";
import { useOrderList } from "@/features/orders/api/orders-query.ts";
import { editLetterHref } from "@/features/letters/letter-links.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { OrderSummary } from "@/features/checkout/components/order-summary.tsx";
import { LetterBeforePayment } from "@/features/checkout/components/letter-before-payment.tsx";
import { PaymentCard } from "@/features/checkout/components/payment-card.tsx";
import { PayBar } from "@/features/checkout/components/pay-bar.tsx";
import { PaymentReview } from "@/features/checkout/components/payment-review.tsx";
import { SplitSummary } from "@/features/checkout/components/split-summary.tsx";
import { lettersFromParam, splitCheckoutHref, unpaidSplit } from "@/features/checkout/split-letters.ts";
import { UpgradeBox } from "@/features/checkout/components/upgrade-box.tsx";
import { checkoutHref, letterIdFromParam, PACKAGES, packageFromParam } from "@/features/checkout/packages.ts";
import { sendYourself } from "../../../domain/letter/mail-abroad.ts";
import { DollarsNote, SendYourselfBox } from "@/features/checkout/components/send-yourself.tsx";
import { useCheckoutText } from "@/features/checkout/checkout-text.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

export default function CheckoutPage() {
  const intl = useIntl();
  const text = useCheckoutText();
  useDocumentTitle(intl.formatMessage({ id: "checkout.title" }));
  const params = new URLSearchParams(useSearch());
  const letterId = letterIdFromParam(params.get("letterId"));
  const pkg = PACKAGES[packageFromParam(params.get("package"))];
  const cancelled = params.get("cancelled") === "1";
  const splitIds = lettersFromParam(params.get("letters"), letterId);

  const [, navigate] = useLocation();
  const letter = useCheckoutLetter(letterId);
  const orders = useOrderList();
  const paid = (orders.data ?? []).filter((order) => order.demandLetterId === letterId && order.status === "completed");
  // A split's letters are paid together while none of them is paid (decision 0034).
  const split = unpaidSplit(splitIds, orders.data ?? []);
  const checkout = useCreateCheckoutSession();
  // Certified mail needs a signed letter: known from the letter, or from the server's 409.
  const refusedUnsigned = isSignatureRequired(checkout.error);
  /* Certified mail is reviewed first, and an unsigned letter is signed inside that review. */
  const [reviewing, setReviewing] = useState(false);
  const pay = () => {
    if (letterId === null) return;
    /* A refusal is told by a toast on the page: the review closes to show it. */
    checkout.mutate(
      { letterId, packageType: pkg.type, letterIds: split ?? undefined },
      { onError: () => setReviewing(false) },
    );
  };
  const onPay = pkg.type === "mail" ? () => setReviewing(true) : pay;
  const letterCount = split?.length ?? 1;
  /* Certified mail is a US service: for a letter from or to outside the US it is not sold (issue 40). */
  const guide = letter.data ? sendYourself(letter.data) : null;
  const mailRefused = guide !== null && pkg.type === "mail";

  // Spec: a failed letter fetch sends the user back to the wizard.
  useEffect(() => {
    if (letter.isError) navigate("/create-letter", { replace: true });
  }, [letter.isError, navigate]);

  // Coming back with the browser's Back button from the card page restores this page as it was left.
  const { reset } = checkout;
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setReviewing(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, [reset]);

  if (letterId === null) return <Redirect to="/create-letter" replace />;

  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid gap-8 py-10 sm:py-12">
        <PageHeader
          title={intl.formatMessage({ id: "checkout.title" })}
          focusOnMount
          description={intl.formatMessage({ id: "checkout.description" })}
          actions={
            <Button variant="outline" asChild>
              <Link href={`/letters/${letterId}/edit?step=1`}>
                <ArrowLeft aria-hidden="true" />
                <FormattedMessage id="checkout.backToLetter" />
              </Link>
            </Button>
          }
        />

        {cancelled ? (
          <Notice tone="warning" role="status" title={intl.formatMessage({ id: "checkout.cancelled.title" })}>
            <FormattedMessage id="checkout.cancelled.text" />
          </Notice>
        ) : null}

        {paid.length > 0 && letterId !== null ? <AlreadyPaid letterId={letterId} paid={paid} /> : null}

        {refusedUnsigned && paid.length === 0 ? (
          <SignatureNeeded
            signHref={editLetterHref(letterId, { step: 4, package: "mail" })}
            message={errorMessage(checkout.error, "") || undefined}
          />
        ) : null}

        {/* Small screens: summary, payment, then the extras. Large: payment in its own column. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr]">
          <div className="lg:col-start-1 lg:row-start-1">
            {split ? (
              <SplitSummary letterIds={split} pkg={pkg} />
            ) : letter.data ? (
              <OrderSummary
                letter={letter.data}
                pkg={paid.length > 0 ? null : pkg}
                editHref={editLetterHref(letter.data.id, { package: pkg.type })}
              />
            ) : (
              <SummarySkeleton />
            )}
            {paid.length > 0
              ? null
              : (split ?? [letterId]).map((id, index, all) => (
                  <LetterBeforePayment
                    key={id}
                    letterId={id}
                    packageType={pkg.type}
                    title={
                      all.length > 1
                        ? intl.formatMessage(
                            { id: "checkout.splitLetterTitle" },
                            { number: index + 1, count: all.length, id },
                          )
                        : undefined
                    }
                  />
                ))}
          </div>
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            {paid.length > 0 ? null : (
              <div className="grid gap-3">
                <PaymentCard
                  pkg={pkg}
                  letterCount={split?.length}
                  busy={checkout.isPending || checkout.isSuccess}
                  disabled={!letter.data || mailRefused}
                  onPay={onPay}
                />
                {letter.data && (letter.data.country ?? "US") !== "US" ? <DollarsNote /> : null}
              </div>
            )}
          </div>
          <div className="grid gap-6 lg:col-start-1 lg:row-start-2">
            {guide ? (
              <>
                {mailRefused ? (
                  <p className="text-sm text-slate-700">
                    <ChooseDigital
                      href={split ? splitCheckoutHref(split, "digital") : checkoutHref(letterId, "digital")}
                    />
                  </p>
                ) : null}
                {letter.data ? <SendYourselfBox guide={guide} letter={letter.data} /> : null}
              </>
            ) : paid.length > 0 ? null : pkg.type === "digital" ? (
              <UpgradeBox letterId={letterId} letterIds={split ?? undefined} />
            ) : (
              <p className="text-sm text-slate-700">
                <FormattedMessage id="checkout.onlyFiles" />{" "}
                <ChooseDigital href={split ? splitCheckoutHref(split, "digital") : checkoutHref(letterId, "digital")} />
              </p>
            )}
            <Notice tone="muted">
              <FormattedMessage id="checkout.legalNotice" />
            </Notice>
          </div>
        </div>
      </div>
      {paid.length > 0 ? null : (
        <>
          {/* Room for the bar at the foot of a phone's screen, so it never covers the page's last lines. */}
          <div aria-hidden="true" className="h-24 lg:hidden" />
          <PayBar
            label={intl.formatMessage(
              { id: "checkout.payBarLabel" },
              { count: letterCount, name: text.orderType(pkg.type) },
            )}
            price={text.money(pkg.priceCents * letterCount)}
            busy={checkout.isPending || checkout.isSuccess}
            disabled={!letter.data || mailRefused}
            onPay={onPay}
          />
        </>
      )}
      {pkg.type === "mail" && paid.length === 0 ? (
        <PaymentReview
          open={reviewing}
          letterId={letterId}
          letterIds={split ?? undefined}
          document="letter"
          priceCents={pkg.priceCents * letterCount}
          priceNote={
            letterCount > 1
              ? intl.formatMessage({ id: "checkout.priceNote.split" }, { count: letterCount })
              : intl.formatMessage({ id: "checkout.priceNote.letter" })
          }
          busy={checkout.isPending || checkout.isSuccess}
          onContinue={pay}
          onBack={() => setReviewing(false)}
        />
      ) : null}
    </div>
  );
}

/** "Choose the Digital Letter ($5.00) instead": the way back from a package not sold or not needed. */
function ChooseDigital({ href }: { href: string }) {
  const text = useCheckoutText();
  return (
    <Link href={href} className="rounded-sm font-semibold text-navy-700 underline underline-offset-4">
      <FormattedMessage
        id="checkout.chooseDigital"
        values={{ name: text.orderType("digital"), price: text.money(PACKAGES.digital.priceCents) }}
      />
    </Link>
  );
}

function SummarySkeleton() {
  return (
    <div role="status" className="grid gap-4 rounded-xl border border-border bg-white p-6 shadow-sm">
      <span className="sr-only">
        <FormattedMessage id="checkout.loadingLetter" />
      </span>
      <Skeleton className="h-5 w-36" />
      <Skeleton className="h-4 w-2/3" />
      <div className="grid gap-3 border-t border-border pt-5 sm:grid-cols-2">
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-6 w-full" />
    </div>
  );
}
