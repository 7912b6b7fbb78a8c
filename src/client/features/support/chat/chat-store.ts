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

/** The panel's code is on its way: it stays so until the panel registers or the code fails to load. */
export function chatPanelLoading(): void {
  loading = true;
}

/** The panel's code could not load: true when a click was waiting for it (the caller then shows the fallback). */
export function chatPanelFailed(): boolean {
  loading = false;
  const waiting = open;
  if (waiting) closeChatPanel();
  return waiting;
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
  loading = false;
  return () => {
    panels -= 1;
    if (panels === 0) closeChatPanel();
  };
}
