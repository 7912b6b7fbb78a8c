import { Plus } from "lucide-react";
import { Link, useSearch } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Notice } from "@/features/checkout/components/notice.tsx";
import { OrderList } from "@/features/orders/components/order-list.tsx";
import { SupportEmailLink } from "@/features/support/contact/support-email-link.tsx";
import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

export default function OrdersPage() {
  useDocumentTitle("Your Orders");
  const upgradeCancelled = new URLSearchParams(useSearch()).get("upgradeCancelled") === "1";
  return (
    <div className="flex-1 bg-slate-50">
      <div className="container-page grid max-w-4xl gap-8 py-10 sm:py-12">
        <PageHeader
          title="Your Orders"
          description="Download your letters, upgrade to certified mail and follow your mail."
          actions={
            <Button variant="outline" asChild>
              <Link href="/create-letter">
                <Plus aria-hidden="true" />
                New letter
              </Link>
            </Button>
          }
        />
        {upgradeCancelled ? (
          <Notice tone="warning" role="status" title="Upgrade cancelled — you have not been charged.">
            Your digital letter is unchanged. You can upgrade it to certified mail at any time.
          </Notice>
        ) : null}
        <OrderList />
        <p className="text-sm leading-6 text-slate-700">
          A question about an order, a payment or a mailing? Email <SupportEmailLink className="text-navy-700" /> or
          write to us through the{" "}
          <Link href="/support" className="rounded-sm text-navy-700 underline underline-offset-4">
            contact form
          </Link>
          , and give the order number.
        </p>
      </div>
    </div>
  );
}
