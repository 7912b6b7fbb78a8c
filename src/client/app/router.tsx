import { lazy, Suspense, useDeferredValue } from "react";
import { useIntl } from "react-intl";
import { Route, Switch } from "wouter";
import type { CurrentUser } from "../../domain/accounts/auth.ts";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { type AppRoute, LeaveSignInPage, routes } from "./routes.ts";
import { AppLayout } from "@/components/layout/app-layout.tsx";
import { usePublicConfig } from "@/lib/public-config.ts";

/* Pages the signed-out landing page never shows load when first needed. */
const RequireSignIn = lazy(() => import("./guards.tsx").then((module) => ({ default: module.RequireSignIn })));
const AccessDenied = lazy(() => import("./guards.tsx").then((module) => ({ default: module.AccessDenied })));
const NotFoundPage = lazy(() =>
  import("./pages/not-found-page.tsx").then((module) => ({ default: module.NotFoundPage })),
);

function RouteContent({ route, user }: { route: AppRoute; user: CurrentUser | null }) {
  if (!user) {
    return route.guest ? <route.guest /> : <RequireSignIn />;
  }
  if (route.user) {
    return route.adminOnly && !user.isAdmin ? <AccessDenied /> : <route.user />;
  }
  return <LeaveSignInPage />;
}

export function AppRouter() {
  const account = useCurrentUser();
  const config = usePublicConfig();
  const { user } = account;
  // The banner above every page comes with the first one, so nothing moves down after it is drawn.
  const isLoading = account.isLoading || config.isLoading;
  // The first page renders in a transition once the account is known, so React can yield while it builds it.
  const stillLoading = useDeferredValue(isLoading);
  const intl = useIntl();
  if (isLoading || stillLoading) return <CenteredSpinner label={intl.formatMessage({ id: "common.loadingAccount" })} />;
  return (
    <AppLayout>
      <Suspense
        fallback={<CenteredSpinner label={intl.formatMessage({ id: "common.loadingPage" })} className="min-h-[60vh]" />}
      >
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RouteContent route={route} user={user} />
            </Route>
          ))}
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
