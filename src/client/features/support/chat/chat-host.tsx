import { lazy, Suspense } from "react";
import { chatPanelFailed, chatPanelLoading } from "./chat-store.ts";
import { showChatFallback } from "./open-support-chat.ts";

/**
 * The panel's code loads on its own: a click while it is on its way opens the panel once it is on
 * the page; if the code cannot load, that click (and every later one) gets the spec's alert.
 */
const ChatPanel = lazy(() => {
  chatPanelLoading();
  return import("./chat-panel.tsx").catch(() => {
    if (chatPanelFailed()) showChatFallback();
    return { default: () => null };
  });
});

export function ChatHost() {
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
