import { useDocumentTitle } from "@/lib/use-document-title.ts";
import { PageHeader } from "./page-header.tsx";

/** Stand-ins for signed-in pages that later work replaces in app/routes.ts. */
function Placeholder({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="container-page py-10 sm:py-14">
      <PageHeader title={title} description="This page is on its way." />
    </div>
  );
}

export const CreateLetterPage = () => <Placeholder title="Create Letter" />;
export const CheckoutPage = () => <Placeholder title="Checkout" />;
export const OrdersPage = () => <Placeholder title="Your Orders" />;
export const LettersPage = () => <Placeholder title="Your Letters" />;
export const AdminPage = () => <Placeholder title="Admin Center" />;
