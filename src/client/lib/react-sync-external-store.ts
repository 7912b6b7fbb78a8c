/**
 * Stands in for the `use-sync-external-store` shim that wouter imports: React 19 has the hook, so
 * the first bundle carries no copy written for React 17.
 */
export { useSyncExternalStore } from "react";
