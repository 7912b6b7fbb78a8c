import { useSyncExternalStore } from "react";

/**
 * Whether the live chat panel is open, and whether one is on the page at all. "Contact Live Agent"
 * and the navbar's "Live chat" open it; when no panel could load, they fall back to the spec's alert.
 */
let open = false;
let panels = 0;
/** Set while the panel's code is on its way: a click then opens it as soon as it arrives. */
let loading = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useChatOpen = () => useSyncExternalStore(subscribe, () => open);

export function setChatPanelLoading(value: boolean): void {
  loading = value;
}

/** Opens the panel (or has it open once its code arrives); false when none can load (the caller then shows the fallback). */
export function openChatPanel(): boolean {
  if (panels === 0 && !loading) return false;
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
