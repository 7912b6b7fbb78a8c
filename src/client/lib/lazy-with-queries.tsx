import { type ComponentType, lazy } from "react";

/** Loads the query library beside a component that needs it; the signed-out landing page needs neither. */
export const loadQueryRoot = () => import("./query-root.tsx");

/**
 * A lazily loaded component inside TanStack Query's provider: its code and the query library's
 * arrive together, so only the pages that use queries download it.
 */
export function lazyWithQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [{ default: Component }, { QueryRoot }] = await Promise.all([load(), loadQueryRoot()]);
    return {
      default: (props: P) => (
        <QueryRoot>
          <Component {...props} />
        </QueryRoot>
      ),
    };
  });
}
