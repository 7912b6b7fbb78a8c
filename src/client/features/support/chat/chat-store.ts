import { useSyncExternalStore } from "react";

/**
 * Whether the live chat panel is open, and whether one is on the page at all. "Contact Live Agent"
 * and the navbar's "Live chat" open it; when no panel could load, they fall back to the spec's alert.
 */
let open = false;
let panels = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useChatOpen = () => useSyncExternalStore(subscribe, () => open);

/** Opens the panel; false when none has loaded (the caller then shows the fallback). */
export function openChatPanel(): boolean {
  if (panels === 0) return false;
  open = true;
  notify();
  return true;
}

export function closeChatPanel(): void {
  open = false;
  notify();
}

/** Called by the panel once it is on the page; returns its removal. */
export function registerChatPanel(): () => void {
  panels += 1;
  return () => {
    panels -= 1;
    if (panels === 0) closeChatPanel();
  };
}
