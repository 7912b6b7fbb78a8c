import { useEffect } from "react";
import { useLocation, useSearch } from "wouter";
import { nextParam, takeRememberedPath, withNext } from "./return-path.ts";

/**
 * On /login and /register: the checked `next` of the address ("" for none). A page remembered on
 * the way through /api/login is moved into the address, so the address always says where sign-in leads.
 */
export function useReturnPath(page: "/login" | "/register"): string {
  const search = useSearch();
  const [, navigate] = useLocation();
  const next = nextParam(search);
  useEffect(() => {
    if (next) return;
    const remembered = takeRememberedPath();
    if (remembered) navigate(withNext(page, remembered), { replace: true });
  }, [next, page, navigate]);
  return next;
}
