import { openChatPanel } from "./chat-store.ts";

declare global {
  interface Window {
    /** Defined by an outside chat widget's script (SUPPORT_CHAT_SRC) once it has loaded. */
    supportChat?: { open: () => void };
  }
}

/**
 * "Contact Live Agent": the in-app chat panel; else an outside widget when one is configured;
 * else the spec's alert, when neither could load.
 */
export function openSupportChat(): void {
  if (openChatPanel()) return;
  if (typeof window.supportChat?.open === "function") {
    window.supportChat.open();
  } else {
    showChatFallback();
  }
}

/** The spec's fallback when no chat could load. */
export function showChatFallback(): void {
  alert("Live chat is loading... Please try again in a moment.");
}
