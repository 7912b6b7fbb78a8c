import { CircleAlert, CircleCheck, Clock, FlaskConical } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useParams } from "wouter";
import { buttonClasses } from "@/components/ui/button.tsx";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useTestCheckoutSession, type TestCheckoutSession } from "@/features/checkout/api/test-checkout.ts";
import { ResultPanel } from "@/features/checkout/components/result-panel.tsx";
import { TestCardForm } from "@/features/checkout/components/test-card-form.tsx";
import { useCheckoutText } from "@/features/checkout/checkout-text.ts";
import { useKnownText } from "@/i18n/known-text.ts";
import { errorMessage } from "@/lib/api-client.ts";
import { cn } from "@/lib/cn.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { useFocusOnMount } from "@/lib/use-focus-on-mount.ts";

/** The built-in test checkout (no Stripe key): the card page a real provider would host. */
export default function TestCheckoutPage() {
  const intl = useIntl();
  const known = useKnownText();
  useDocumentTitle(intl.formatMessage({ id: "checkout.test.title" }));
  const { sessionId = "" } = useParams<{ sessionId: string }>();
  const session = useTestCheckoutSession(sessionId);

  if (session.isLoading)
    return <CenteredSpinner label={intl.formatMessage({ id: "checkout.test.loading" })} className="min-h-[60vh]" />;
  if (session.isError || !session.data) {
    return (
      <ResultPanel
        icon={<CircleAlert />}
        tone="danger"
        title={intl.formatMessage({ id: "checkout.test.notFound" })}
        description={
          <p>{known(errorMessage(session.error, intl.formatMessage({ id: "checkout.test.loadFailed" })))}</p>
        }
      >
        <Link href="/orders" className={cn(buttonClasses(), "justify-self-center")}>
          <FormattedMessage id="checkout.goToOrders" />
        </Link>
      </ResultPanel>
    );
  }
  if (session.data.status === "complete") {
    return (
      <ResultPanel
        icon={<CircleCheck />}
        tone="success"
        title={intl.formatMessage({ id: "checkout.test.complete" })}
        description={
          <p>
            <FormattedMessage id="checkout.test.nothingMore" />
          </p>
        }
      >
        <Link
          href={`/checkout/success?session_id=${encodeURIComponent(session.data.id)}`}
          className={cn(buttonClasses(), "justify-self-center")}
        >
          <FormattedMessage id="checkout.test.seeConfirmation" />
        </Link>
      </ResultPanel>
    );
  }
  if (session.data.closedMessage) {
    return (
      <ResultPanel
        icon={<CircleAlert />}
        title={intl.formatMessage({ id: "checkout.test.closed" })}
        description={<p>{known(session.data.closedMessage)}</p>}
      >
        <Link href="/letters" className={cn(buttonClasses(), "justify-self-center")}>
          <FormattedMessage id="checkout.test.goToLetters" />
        </Link>
      </ResultPanel>
    );
  }
  if (session.data.status !== "open") {
    return (
      <ResultPanel
        icon={<Clock />}
        title={intl.formatMessage({ id: "checkout.test.expired" })}
        description={
          <p>
            <FormattedMessage id="checkout.test.expiredText" />
          </p>
        }
      >
        <a href={session.data.cancelUrl} className={cn(buttonClasses(), "justify-self-center")}>
          <FormattedMessage id="checkout.test.goBack" />
        </a>
      </ResultPanel>
    );
  }
  return <OpenCheckout session={session.data} />;
}

function OpenCheckout({ session }: { session: TestCheckoutSession }) {
  /* Reached from the checkout page: Tab starts from the heading, not from the top of the page. */
  const focusRef = useFocusOnMount<HTMLHeadingElement>();
  const intl = useIntl();
  const text = useCheckoutText();
  return (
    <div className="flex-1 bg-slate-100">
      <div className="border-b border-amber-300 bg-amber-100">
        <div className="container-page flex items-start gap-3 py-3 text-sm leading-6 text-amber-950">
          <FlaskConical className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
          <p>
            <FormattedMessage
              id="checkout.test.banner"
              values={{
                good: "4242 4242 4242 4242",
                declined: "4000 0000 0000 0002",
                strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
                card: (chunks) => <span className="font-mono whitespace-nowrap">{chunks}</span>,
              }}
            />
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
                <FormattedMessage id="checkout.test.mode" />
              </span>
              <h1
                id="test-checkout-title"
                ref={focusRef}
                tabIndex={-1}
                className="text-2xl font-bold tracking-tight text-slate-900 outline-none"
              >
                <FormattedMessage id="checkout.test.title" />
              </h1>
            </div>
            <div className="grid gap-1">
              <p className="text-sm font-medium text-slate-600">
                <FormattedMessage id="checkout.test.amountDue" />
              </p>
              <p className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">
                {text.money(session.amountCents)}
              </p>
              <p className="text-xs font-medium text-slate-600 uppercase">{session.currency}</p>
            </div>
            <dl className="grid gap-4 text-sm">
              <div>
                <dt className="text-slate-600">
                  <FormattedMessage id="checkout.test.description" />
                </dt>
                <dd className="mt-0.5 font-medium whitespace-pre-line text-slate-900">{session.description}</dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <FormattedMessage id="checkout.test.email" />
                </dt>
                <dd className="mt-0.5 font-medium break-all text-slate-900">{session.customerEmail}</dd>
              </div>
            </dl>
          </section>
          <section
            aria-label={intl.formatMessage({ id: "checkout.test.payWithCard" })}
            className="grid content-start gap-6 p-6 sm:p-8"
          >
            <h2 className="text-lg font-semibold text-slate-900">
              <FormattedMessage id="checkout.test.payWithCard" />
            </h2>
            <TestCardForm session={session} />
            <a
              href={session.cancelUrl}
              className="justify-self-center rounded-sm text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
            >
              <FormattedMessage id="checkout.test.cancel" />
            </a>
          </section>
        </div>
      </div>
    </div>
  );
}
