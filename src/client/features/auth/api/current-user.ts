import { useEffect, useSyncExternalStore } from "react";
import type { CurrentUser } from "../../../../domain/accounts/auth.ts";
import { ApiError, getQueryFn } from "@/lib/api-client.ts";
import { createStore } from "@/lib/create-store.ts";

/**
 * The signed-in account, kept in a small store of its own rather than in TanStack Query, so the
 * signed-out landing page loads no query library. Null when signed out (the server answers null;
 * a 401 means the same).
 */
interface AccountState {
  user: CurrentUser | null;
  isLoading: boolean;
  /** When the server last answered; 0 before it has. */
  fetchedAt: number;
}

/** Asked again when a page that shows the account mounts and the answer is older than this. */
const FRESH_MS = 300_000;
/** A failure that says nothing about the session (the network, a 5xx) is asked again twice. */
const RETRIES = 2;
const RETRY_DELAY_MS = 300;

const account = createStore<AccountState>({ user: null, isLoading: true, fetchedAt: 0 });
let pending: Promise<void> | null = null;

const readAccount = getQueryFn<CurrentUser>({ on401: "returnNull" });
const tellsNothingAboutTheSession = (error: unknown) => !(error instanceof ApiError && error.status < 500);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function askServer(): Promise<CurrentUser | null> {
  for (let failures = 0; ; failures++) {
    try {
      return await readAccount({ queryKey: ["/api/auth/user"] });
    } catch (error) {
      if (failures >= RETRIES || !tellsNothingAboutTheSession(error)) throw error;
      await wait(RETRY_DELAY_MS);
    }
  }
}

/** Asks the server for the account once at a time; a failure that persists reads as signed out. */
export function refreshCurrentUser(): Promise<void> {
  pending ??= askServer()
    .then(
      (user) => account.set({ user, isLoading: false, fetchedAt: Date.now() }),
      () => account.set({ user: null, isLoading: false, fetchedAt: Date.now() }),
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The account as the server last gave it (null when signed out or not known yet). */
export function currentUser(): CurrentUser | null {
  return account.get().user;
}

/** Stores the account the server just answered (sign-in, a changed setting). */
export function setCurrentUser(user: CurrentUser | null): void {
  account.set({ user, isLoading: false, fetchedAt: Date.now() });
}

export function useCurrentUser() {
  const { user, isLoading } = useSyncExternalStore(account.subscribe, account.get);
  useEffect(() => {
    if (!pending && Date.now() - account.get().fetchedAt > FRESH_MS) void refreshCurrentUser();
  }, []);
  return { user, isLoading, isAuthenticated: user !== null };
}

/** "Ada" or, without a first name, the email address. */
export function displayName(user: Pick<CurrentUser, "firstName" | "email">): string {
  return user.firstName?.trim() || user.email;
}
