import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { srOnly } from "@/components/ui/sr-only.tsx";
import { toast } from "@/components/ui/use-toast.ts";
import { caseHref } from "@/features/letters/letter-links.ts";
import { api, errorMessage } from "@/lib/api-client.ts";
import type { Order } from "../api/orders-query.ts";
import { ordersQueryKey } from "../api/orders-query.ts";

/** Where an unpaid checkout is paid again: the letter's checkout for a letter package, else its case page. */
export function payAgainHref(order: Order): string {
  const letterId = order.demandLetterId ?? 0;
  if (!order.isUpgrade && (order.type === "digital" || order.type === "mail"))
    return `/checkout?letterId=${letterId}&package=${order.type}`;
  return caseHref(letterId);
}

/** A checkout that was not paid: pay it now, or remove it from My Orders (nothing was charged). */
export function UnpaidActions({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const intl = useIntl();
  const values = { id: String(order.id), sr: srOnly };
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/orders/${order.id}`),
    onSuccess: () =>
      toast({
        title: intl.formatMessage({ id: "orders.removed.title" }),
        description: intl.formatMessage({ id: "orders.removed.text" }, { id: String(order.id) }),
      }),
    onError: (error) =>
      toast({
        title: intl.formatMessage({ id: "orders.removeFailed.title" }),
        description: errorMessage(error, intl.formatMessage({ id: "orders.removeFailed.text" })),
        variant: "destructive",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
  if (order.demandLetterId === null) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild size="sm">
        <Link href={payAgainHref(order)}>
          <FormattedMessage id="orders.payNow" values={values} />
        </Link>
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
      >
        <FormattedMessage id="orders.remove" values={values} />
      </Button>
    </div>
  );
}
