import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../../../domain/accounts/auth.ts";
import { ApiError, getQueryFn } from "@/lib/api-client.ts";

export const currentUserQueryKey = ["/api/auth/user"] as const;

/**
 * Cached 5 minutes, not refetched on focus; null when signed out (the server answers null; a 401
 * means the same). A failure that says nothing about the session (the network, a 5xx) is asked
 * again twice, so a signed-in person is not shown as signed out by one dropped request.
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  staleTime: 300_000,
  refetchOnWindowFocus: false,
  retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  retryDelay: 300,
});

export function useCurrentUser() {
  const { data, error, isLoading } = useQuery(currentUserQueryOptions);
  const user = data && !error ? data : null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** "Ada" or, without a first name, the email address. */
export function displayName(user: Pick<CurrentUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}
