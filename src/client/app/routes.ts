import { type ComponentType, createElement, lazy } from "react";
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

/**
 * A page of signed-in-pages.tsx, whose module loads the first time one of its pages is shown. The
 * page may itself be lazy, which `lazy` cannot resolve to: a plain component renders it.
 */
function signedInPage(name: keyof typeof import("./signed-in-pages.tsx")): ComponentType {
  return lazy(async () => {
    const Page: ComponentType = (await import("./signed-in-pages.tsx"))[name];
    return { default: () => createElement(Page) };
  });
}

export const LeaveSignInPage = signedInPage("LeaveSignInPage");
const DashboardPage = signedInPage("DashboardPage");
const CreateLetterPage = signedInPage("CreateLetterPage");
const CheckoutPage = signedInPage("CheckoutPage");
const CheckoutSuccessPage = signedInPage("CheckoutSuccessPage");
const TestCheckoutPage = signedInPage("TestCheckoutPage");
const OrdersPage = signedInPage("OrdersPage");
const LettersPage = signedInPage("LettersPage");
const EditLetterPage = signedInPage("EditLetterPage");
const CasePage = signedInPage("CasePage");
const AdminPage = signedInPage("AdminPage");
const AdminMessagesPage = signedInPage("AdminMessagesPage");

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
