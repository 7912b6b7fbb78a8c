import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../../../domain/auth.ts";
import { getQueryFn } from "@/lib/api-client.ts";

export const currentUserQueryKey = ["/api/auth/user"] as const;

/** Cached 5 minutes, not refetched on focus, not retried; null when signed out (the server answers null; a 401 means the same). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
  staleTime: 300_000,
  refetchOnWindowFocus: false,
  retry: false,
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
