import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Clock, LoaderCircle, RotateCw, Undo2 } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { useConfirmCheckout } from "@/features/checkout/api/confirm-checkout.ts";
import { PaymentConfirmed } from "@/features/checkout/components/payment-confirmed.tsx";
import { ResultPanel } from "@/features/checkout/components/result-panel.tsx";
import { SplitConfirmed } from "@/features/checkout/components/split-confirmed.tsx";
import { ordersQueryKey } from "@/features/orders/api/orders-query.ts";
import { RefundNote } from "@/features/orders/components/refund-note.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useDocumentTitle } from "@/lib/use-document-title.ts";

export default function CheckoutSuccessPage() {
  const sessionId = new URLSearchParams(useSearch()).get("session_id") || null;
  const confirm = useConfirmCheckout(sessionId);
  const status = confirm.data?.status;
  useDocumentTitle(status === "completed" ? "Payment successful" : "Confirming payment");

  // The orders list (dashboard, My Orders) now has a paid order.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status && status !== "pending") void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }, [status, queryClient]);

  if (!sessionId) {
    return <NotConfirmed message="This page needs the payment reference from the checkout page, and it is missing." />;
  }
  if (confirm.isError) {
    return (
      <NotConfirmed
        message={errorMessage(confirm.error, "We could not reach the server to confirm your payment.")}
        onRetry={confirm.retry}
      />
    );
  }
  if (!confirm.data) {
    return (
      <ResultPanel icon={<LoaderCircle className="animate-spin" />} title="Confirming your payment…">
        <p className="text-center text-sm text-slate-600">This usually takes a second or two.</p>
      </ResultPanel>
    );
  }
  const split = confirm.data.orders ?? [];
  if (split.length > 1 && split.some((order) => order.status === "completed")) return <SplitConfirmed orders={split} />;
  if (status === "completed") {
    return (
      <>
        <PaymentConfirmed order={confirm.data} />
        {confirm.data.refundAmount ? (
          <div className="mx-auto mt-4 max-w-xl px-4">
            <RefundNote order={confirm.data} />
          </div>
        ) : null}
      </>
    );
  }
  if (confirm.data.refundAmount) {
    return (
      <ResultPanel
        icon={<Undo2 />}
        title="Your payment is being refunded"
        description={<RefundNote order={confirm.data} />}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/orders">Go to My Orders</Link>
          </Button>
        </div>
      </ResultPanel>
    );
  }
  if (status === "pending") {
    return (
      <ResultPanel
        icon={confirm.polling ? <LoaderCircle className="animate-spin" /> : <Clock />}
        title="Confirming your payment…"
        description={
          <p role="status">
            {confirm.polling
              ? "Your card provider has not confirmed the payment yet. We’re checking again every few seconds."
              : "This is taking longer than usual. Some payments need a few minutes; check again, or look under My Orders later. You will not be charged twice."}
          </p>
        }
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={confirm.retry}>
            <RotateCw aria-hidden="true" />
            Check again
          </Button>
          <Button variant="outline" asChild>
            <Link href="/orders">Go to My Orders</Link>
          </Button>
        </div>
      </ResultPanel>
    );
  }
  return (
    <NotConfirmed
      message={`This payment was not completed (its status is “${status}”). If you were charged, please contact support with order #${confirm.data.id}.`}
    />
  );
}

function NotConfirmed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <ResultPanel
      icon={<CircleAlert />}
      tone="danger"
      title="We couldn’t confirm this payment"
      description={<p role="alert">{message}</p>}
    >
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        ) : null}
        <Button variant={onRetry ? "outline" : "primary"} asChild>
          <Link href="/orders">Go to My Orders</Link>
        </Button>
      </div>
    </ResultPanel>
  );
}
