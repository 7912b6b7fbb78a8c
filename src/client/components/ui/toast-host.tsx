import { lazy, Suspense, useState } from "react";
import { useToast } from "./use-toast.ts";

/** Loads the toaster's code; await it before a toast that must be seen before the page moves on. */
export const loadToaster = () => import("./toaster.tsx");

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * Mounts the Radix toaster the first time a toast is shown, so pages that never toast
 * (the landing page) don't download it. Toasts raised before it loads show once it has.
 */
export function ToastHost() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
