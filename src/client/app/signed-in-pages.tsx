import { Redirect, useSearch } from "wouter";
import { safeReturnPath } from "@/features/auth/return-to/return-path.ts";
import { withMessages } from "@/i18n/with-messages.tsx";
import { lazyWithQueries } from "@/lib/lazy-with-queries.tsx";

/**
 * The pages only signed-in people see. The router loads this module once the account is known to
 * be signed in, so the signed-out landing page carries neither these pages' loaders nor the list of
 * files each one preloads.
 */

export const DashboardPage = withMessages(
  ["app", "dashboard", "case"],
  lazyWithQueries(() => import("./pages/dashboard-page.tsx")),
);
export const CreateLetterPage = withMessages(
  ["app", "forms", "wizard"],
  lazyWithQueries(() => import("./pages/create-letter-page.tsx")),
);
/* Checkout shows My Orders' upgrade button and refund notes, and the API's answers (forms). */
export const CheckoutPage = withMessages(
  ["app", "forms", "dashboard", "checkout"],
  lazyWithQueries(() => import("./pages/checkout-page.tsx")),
);
export const CheckoutSuccessPage = withMessages(
  ["app", "forms", "dashboard", "checkout"],
  lazyWithQueries(() => import("./pages/checkout-success-page.tsx")),
);
export const TestCheckoutPage = withMessages(
  ["app", "forms", "checkout"],
  lazyWithQueries(() => import("./pages/test-checkout-page.tsx")),
);
export const OrdersPage = withMessages(
  // The upgrade's payment review is checkout's.
  ["app", "dashboard", "checkout"],
  lazyWithQueries(() => import("./pages/orders-page.tsx")),
);
export const LettersPage = withMessages(
  ["app", "dashboard"],
  lazyWithQueries(() => import("./pages/letters-page.tsx")),
);
export const EditLetterPage = withMessages(
  ["app", "forms", "wizard"],
  lazyWithQueries(() => import("./pages/edit-letter-page.tsx")),
);
export const CasePage = withMessages(
  ["app", "forms", "case"],
  lazyWithQueries(() => import("./pages/case-page.tsx")),
);
export const AdminPage = lazyWithQueries(() => import("./pages/admin-page.tsx"));
export const AdminMessagesPage = lazyWithQueries(() => import("./pages/admin-messages-page.tsx"));

/** A signed-in person on /login or /register goes where its checked `next` says, else home. */
export function LeaveSignInPage() {
  const search = useSearch();
  return <Redirect to={safeReturnPath(new URLSearchParams(search).get("next"))} replace />;
}
