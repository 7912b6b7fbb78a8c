import { useEffect } from "react";
import { BRAND } from "../../domain/brand.ts";

/** Sets the tab title to "{title} | {BRAND}", or the brand alone. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${BRAND}` : BRAND;
  }, [title]);
}
