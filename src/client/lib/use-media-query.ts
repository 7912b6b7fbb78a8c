import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches now; follows it as the window is resized. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** Tailwind's `lg`: the wizard shows its preview beside the form from here up. */
export const WIDE_SCREEN = "(min-width: 64rem)";
