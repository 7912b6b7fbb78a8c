import type { ComponentType } from "react";
import { LandingPage } from "@/features/landing/landing-page.tsx";
import { withMessages } from "@/i18n/with-messages.tsx";
import { lazyWithQueries } from "@/lib/lazy-with-queries.tsx";

/**
 * The one route table. `guest` renders for visitors, `user` for signed-in people.
 * A path with only `user` is protected (visitors get the Unauthorized toast and /api/login);
 * a path with only `guest` sends signed-in people to /.
 */
export interface AppRoute {
  path: string;
  guest?: ComponentType;
  user?: ComponentType;
  /** Signed-in people without admin rights get 'Access Denied' and are sent to /. */
  adminOnly?: boolean;
}

const LoginPage = withMessages(
  ["auth", "forms"],
  lazyWithQueries(() => import("./pages/login-page.tsx")),
);
const RegisterPage = withMessages(
  ["auth", "forms"],
  lazyWithQueries(() => import("./pages/register-page.tsx")),
);
const ForgotPasswordPage = withMessages(
  ["auth", "forms"],
  lazyWithQueries(() => import("./pages/forgot-password-page.tsx")),
);
const ResetPasswordPage = withMessages(
  ["auth", "forms"],
  lazyWithQueries(() => import("./pages/reset-password-page.tsx")),
);
const DashboardPage = withMessages(
  ["app", "dashboard", "case"],
  lazyWithQueries(() => import("./pages/dashboard-page.tsx")),
);
const CreateLetterPage = withMessages(
  ["app", "forms", "wizard"],
  lazyWithQueries(() => import("./pages/create-letter-page.tsx")),
);
/* Checkout shows My Orders' upgrade button and refund notes, and the API's answers (forms). */
const CheckoutPage = withMessages(
  ["app", "forms", "dashboard", "checkout"],
  lazyWithQueries(() => import("./pages/checkout-page.tsx")),
);
const CheckoutSuccessPage = withMessages(
  ["app", "forms", "dashboard", "checkout"],
  lazyWithQueries(() => import("./pages/checkout-success-page.tsx")),
);
const TestCheckoutPage = withMessages(
  ["app", "forms", "checkout"],
  lazyWithQueries(() => import("./pages/test-checkout-page.tsx")),
);
const OrdersPage = withMessages(
  // The upgrade's payment review is checkout's.
  ["app", "dashboard", "checkout"],
  lazyWithQueries(() => import("./pages/orders-page.tsx")),
);
const LettersPage = withMessages(
  ["app", "dashboard"],
  lazyWithQueries(() => import("./pages/letters-page.tsx")),
);
const EditLetterPage = withMessages(
  ["app", "forms", "wizard"],
  lazyWithQueries(() => import("./pages/edit-letter-page.tsx")),
);
const CasePage = withMessages(
  ["app", "forms", "case"],
  lazyWithQueries(() => import("./pages/case-page.tsx")),
);
const AdminPage = lazyWithQueries(() => import("./pages/admin-page.tsx"));
const AdminMessagesPage = lazyWithQueries(() => import("./pages/admin-messages-page.tsx"));
const SupportPage = withMessages(
  ["app", "forms", "support"],
  lazyWithQueries(() => import("./pages/support-page.tsx")),
);

export const routes: AppRoute[] = [
  { path: "/", guest: LandingPage, user: DashboardPage },
  { path: "/login", guest: LoginPage },
  { path: "/register", guest: RegisterPage },
  { path: "/forgot-password", guest: ForgotPasswordPage, user: ForgotPasswordPage },
  { path: "/reset-password", guest: ResetPasswordPage, user: ResetPasswordPage },
  { path: "/create-letter", user: CreateLetterPage },
  { path: "/checkout", user: CheckoutPage },
  { path: "/checkout/success", user: CheckoutSuccessPage },
  { path: "/test-checkout/:sessionId", user: TestCheckoutPage },
  { path: "/orders", user: OrdersPage },
  { path: "/letters", user: LettersPage },
  { path: "/letters/:id/edit", user: EditLetterPage },
  { path: "/letters/:id", user: CasePage },
  { path: "/admin", user: AdminPage, adminOnly: true },
  { path: "/admin/messages", user: AdminMessagesPage, adminOnly: true },
  { path: "/admin/messages/:id", user: AdminMessagesPage, adminOnly: true },
  { path: "/support", guest: SupportPage, user: SupportPage },
];
