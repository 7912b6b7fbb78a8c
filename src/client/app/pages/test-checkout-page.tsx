import { CircleAlert, CircleCheck, Clock, FlaskConical } from "lucide-react";
import { Link, useParams } from "wouter";
import { formatCents } from "../../../domain/money/prices.ts";
import { buttonClasses } from "@/components/ui/button.tsx";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useTestCheckoutSession, type TestCheckoutSession } from "@/features/checkout/api/test-checkout.ts";
import { ResultPanel } from "@/features/checkout/components/result-panel.tsx";
import { TestCardForm } from "@/features/checkout/components/test-card-form.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { useFocusOnMount } from "@/lib/use-focus-on-mount.ts";

/** The built-in test checkout (no Stripe key): the card page a real provider would host. */
export default function TestCheckoutPage() {
  useDocumentTitle("Test checkout");
  const { sessionId = "" } = useParams<{ sessionId: string }>();
  const session = useTestCheckoutSession(sessionId);

  if (session.isLoading) return <CenteredSpinner label="Loading the test checkout" className="min-h-[60vh]" />;
  if (session.isError || !session.data) {
    return (
      <ResultPanel
        icon={<CircleAlert />}
        tone="danger"
        title="Checkout not found"
        description={<p>{errorMessage(session.error, "We couldn’t load this checkout session.")}</p>}
      >
        <Link href="/orders" className={cn(buttonClasses(), "justify-self-center")}>
          Go to My Orders
        </Link>
      </ResultPanel>
    );
  }
  if (session.data.status === "complete") {
    return (
      <ResultPanel
        icon={<CircleCheck />}
        tone="success"
        title="This payment is already complete"
        description={<p>Nothing more to pay here.</p>}
      >
        <Link
          href={`/checkout/success?session_id=${encodeURIComponent(session.data.id)}`}
          className={cn(buttonClasses(), "justify-self-center")}
        >
          See your confirmation
        </Link>
      </ResultPanel>
    );
  }
  if (session.data.closedMessage) {
    return (
      <ResultPanel
        icon={<CircleAlert />}
        title="This checkout is closed"
        description={<p>{session.data.closedMessage}</p>}
      >
        <Link href="/letters" className={cn(buttonClasses(), "justify-self-center")}>
          Go to your letters
        </Link>
      </ResultPanel>
    );
  }
  if (session.data.status !== "open") {
    return (
      <ResultPanel
        icon={<Clock />}
        title="This checkout has expired"
        description={<p>Nothing was charged. Go back and start the payment again.</p>}
      >
        <a href={session.data.cancelUrl} className={cn(buttonClasses(), "justify-self-center")}>
          Go back
        </a>
      </ResultPanel>
    );
  }
  return <OpenCheckout session={session.data} />;
}

function OpenCheckout({ session }: { session: TestCheckoutSession }) {
  /* Reached from the checkout page: Tab starts from the heading, not from the top of the page. */
  const focusRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex-1 bg-slate-100">
      <div className="border-b border-amber-300 bg-amber-100">
        <div className="container-page flex items-start gap-3 py-3 text-sm leading-6 text-amber-950">
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
          <p>
            <strong className="font-semibold">Test payment — no real card is charged.</strong> This is the app’s
            built-in test checkout. Pay with <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span>,
            or use <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> to see a decline. Any expiry
            date, CVC and name will do.
          </p>
        </div>
      </div>

      <div className="container-page py-8 sm:py-12">
        <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl border border-border bg-white shadow-sm md:grid-cols-2">
          <section
            aria-labelledby="test-checkout-title"
            className="grid content-start gap-6 border-b border-border bg-slate-50 p-6 sm:p-8 md:border-r md:border-b-0"
          >
            <div className="grid gap-2">
              <span className="inline-flex items-center gap-1.5 justify-self-start rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-950 uppercase">
                Test mode
              </span>
              <h1
                id="test-checkout-title"
                ref={focusRef}
                tabIndex={-1}
                className="text-2xl font-bold tracking-tight text-slate-900 outline-none"
              >
                Test checkout
              </h1>
            </div>
            <div className="grid gap-1">
              <p className="text-sm font-medium text-slate-600">Amount due</p>
              <p className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
                {formatCents(session.amountCents)}
              </p>
              <p className="text-xs font-medium text-slate-600 uppercase">{session.currency}</p>
            </div>
            <dl className="grid gap-4 text-sm">
              <div>
                <dt className="text-slate-600">Description</dt>
                <dd className="mt-0.5 font-medium whitespace-pre-line text-slate-900">{session.description}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Email</dt>
                <dd className="mt-0.5 font-medium break-all text-slate-900">{session.customerEmail}</dd>
              </div>
            </dl>
          </section>
          <section aria-label="Pay with card" className="grid content-start gap-6 p-6 sm:p-8">
            <h2 className="text-lg font-semibold text-slate-900">Pay with card</h2>
            <TestCardForm session={session} />
            <a
              href={session.cancelUrl}
              className="justify-self-center rounded-sm text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
            >
              Cancel and go back
            </a>
          </section>
        </div>
      </div>
    </div>
  );
}
