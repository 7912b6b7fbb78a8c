/**
 * Where sign-in and registration send the user afterwards: the page that sent them there, if it is
 * one of ours. Anything else (another site, "//host", "/\host", a scheme, control characters)
 * falls back to the dashboard.
 */
import { CONTROL_CHARACTER } from "../../../../domain/control-characters.ts";
export const HOME_PATH = "/";
const PENDING_KEY = "return-after-sign-in";

/** A path on this site: one leading "/", not "//" or "/\", no control characters, same origin once resolved. */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > 2000) return HOME_PATH;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return HOME_PATH;
  if (CONTROL_CHARACTER.test(candidate) || candidate.includes("\\")) return HOME_PATH;
  try {
    const url = new URL(candidate, window.location.origin);
    if (url.origin !== window.location.origin) return HOME_PATH;
    // Sign-in pages are not a destination: returning there would loop.
    if (["/login", "/register"].includes(url.pathname)) return HOME_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return HOME_PATH;
  }
}

/** The `next` of a /login or /register address ("" when there is none worth keeping). */
export function nextParam(search: string): string {
  const next = new URLSearchParams(search).get("next");
  const safe = safeReturnPath(next);
  return safe === HOME_PATH ? "" : safe;
}

/** `/login` or `/register` carrying the return path along. */
export function withNext(path: "/login" | "/register", next: string): string {
  return next ? `${path}?${new URLSearchParams({ next })}` : path;
}

/** Remembered for the trip through /api/login, which lands on a bare /login. */
export function rememberReturnPath(path: string): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, safeReturnPath(path));
  } catch {
    // Storage disabled: the user lands on the dashboard instead.
  }
}

/** The remembered page, once: /login puts it into its own address as `next` ("" when there is none). */
export function takeRememberedPath(): string {
  try {
    const remembered = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    return nextParam(new URLSearchParams({ next: remembered ?? "" }).toString());
  } catch {
    return "";
  }
}
