import { useCallback, useRef } from "react";

/**
 * A ref for a page's main heading that takes focus once, when it first appears and nothing else
 * has focus yet: after a page is opened, Tab then starts from the heading, not from the top of
 * the page. The heading needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const done = useRef(false);
  return useCallback((element: T | null) => {
    if (!element || done.current) return;
    done.current = true;
    const active = document.activeElement;
    if (active === null || active === document.body) element.focus({ preventScroll: true });
  }, []);
}
