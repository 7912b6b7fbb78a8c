import { Suspense, useDeferredValue } from "react";
import { useIntl } from "react-intl";
import { Redirect, Route, Switch, useSearch } from "wouter";
import type { CurrentUser } from "../../domain/accounts/auth.ts";
import { CenteredSpinner } from "@/components/ui/spinner.tsx";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { safeReturnPath } from "@/features/auth/return-to/return-path.ts";
import { AccessDenied, RequireSignIn } from "./guards.tsx";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { routes, type AppRoute } from "./routes.ts";
import { AppLayout } from "@/components/layout/app-layout.tsx";

function RouteContent({ route, user }: { route: AppRoute; user: CurrentUser | null }) {
  const search = useSearch();
  if (!user) {
    return route.guest ? <route.guest /> : <RequireSignIn />;
  }
  if (route.user) {
    return route.adminOnly && !user.isAdmin ? <AccessDenied /> : <route.user />;
  }
  // A signed-in person on /login or /register goes where its checked `next` says, else home.
  return <Redirect to={safeReturnPath(new URLSearchParams(search).get("next"))} replace />;
}

export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
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
