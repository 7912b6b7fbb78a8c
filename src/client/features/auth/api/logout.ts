import { apiRequest } from "@/lib/api-client.ts";

/** Desktop sign-out: ask the server to end the session, then reload at / whatever it answered. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch {
    // Spec §4: redirect to / whether the request succeeds or fails.
  } finally {
    window.location.href = "/";
  }
}

/** Mobile sign-out is a plain navigation to this address. */
export const LOGOUT_URL = "/api/logout";
/** The server sends the browser on to /login. */
export const LOGIN_URL = "/api/login";
