import { Plus } from "lucide-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { OrderList } from "@/features/orders/components/order-list.tsx";
import { SupportEmailLink } from "@/features/support/contact/support-email-link.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

export default function OrdersPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: "orders.title" }));
  const upgradeCancelled = new URLSearchParams(useSearch()).get("upgradeCancelled") === "1";
  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid max-w-4xl gap-8 py-10 sm:py-12">
        <PageHeader
          title={intl.formatMessage({ id: "orders.title" })}
          description={intl.formatMessage({ id: "orders.intro" })}
          actions={
            <Button variant="outline" asChild>
              <Link href="/create-letter">
                <Plus aria-hidden="true" />
                <FormattedMessage id="orders.newLetter" />
              </Link>
            </Button>
          }
        />
        {upgradeCancelled ? (
          <Notice tone="warning" role="status" title={intl.formatMessage({ id: "orders.upgradeCancelled.title" })}>
            <FormattedMessage id="orders.upgradeCancelled.text" />
          </Notice>
        ) : null}
        <OrderList />
        <p className="text-sm leading-6 text-slate-700">
          <FormattedMessage
            id="orders.help"
            values={{
              email: () => <SupportEmailLink className="text-navy-700" />,
              form: (chunks) => (
                <Link href="/support" className="rounded-sm text-navy-700 underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    </div>
  );
}
