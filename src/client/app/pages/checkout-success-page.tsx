import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Clock, LoaderCircle, RotateCw, Undo2 } from "lucide-react";
import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
  const intl = useIntl();
  useDocumentTitle(
    intl.formatMessage({ id: status === "completed" ? "checkout.success.title" : "checkout.success.confirmingTitle" }),
  );

  // The orders list (dashboard, My Orders) now has a paid order.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status && status !== "pending") void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }, [status, queryClient]);

  if (!sessionId) {
    return <NotConfirmed message={intl.formatMessage({ id: "checkout.success.missingRef" })} />;
  }
  if (confirm.isError) {
    return (
      <NotConfirmed
        message={errorMessage(confirm.error, intl.formatMessage({ id: "checkout.success.unreachable" }))}
        onRetry={confirm.retry}
      />
    );
  }
  if (!confirm.data) {
    return (
      <ResultPanel
        icon={<LoaderCircle className="animate-spin" />}
        title={intl.formatMessage({ id: "checkout.success.confirming" })}
      >
        <p className="text-center text-sm text-slate-600">
          <FormattedMessage id="checkout.success.usually" />
        </p>
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
        title={intl.formatMessage({ id: "checkout.success.refunding" })}
        description={<RefundNote order={confirm.data} />}
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/orders">
              <FormattedMessage id="checkout.goToOrders" />
            </Link>
          </Button>
        </div>
      </ResultPanel>
    );
  }
  if (status === "pending") {
    return (
      <ResultPanel
        icon={confirm.polling ? <LoaderCircle className="animate-spin" /> : <Clock />}
        title={intl.formatMessage({ id: "checkout.success.confirming" })}
        description={
          <p role="status">
            <FormattedMessage id={confirm.polling ? "checkout.success.polling" : "checkout.success.slow"} />
          </p>
        }
      >
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={confirm.retry}>
            <RotateCw aria-hidden="true" />
            <FormattedMessage id="checkout.success.checkAgain" />
          </Button>
          <Button variant="outline" asChild>
            <Link href="/orders">
              <FormattedMessage id="checkout.goToOrders" />
            </Link>
          </Button>
        </div>
      </ResultPanel>
    );
  }
  return (
    <NotConfirmed
      message={intl.formatMessage({ id: "checkout.success.notCompleted" }, { status, id: confirm.data.id })}
    />
  );
}

function NotConfirmed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const intl = useIntl();
  return (
    <ResultPanel
      icon={<CircleAlert />}
      tone="danger"
      title={intl.formatMessage({ id: "checkout.success.notConfirmed" })}
      description={<p role="alert">{message}</p>}
    >
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry ? (
          <Button onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            <FormattedMessage id="checkout.tryAgain" />
          </Button>
        ) : null}
        <Button variant={onRetry ? "outline" : "primary"} asChild>
          <Link href="/orders">
            <FormattedMessage id="checkout.goToOrders" />
          </Link>
        </Button>
      </div>
    </ResultPanel>
  );
}
