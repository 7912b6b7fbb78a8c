import { type ComponentType, lazy, Suspense } from "react";
import { loadQueryRoot } from "@/lib/lazy-with-queries.tsx";
import { chatPanelFailed, chatPanelLoading } from "./chat-store.ts";
import { showChatFallback } from "./open-support-chat.ts";

/**
 * The panel's code (and the query library it uses) loads on its own: a click while it is on its
 * way opens the panel once it is on the page; if the code cannot load, that click (and every later
 * one) gets the spec's alert.
 */
const ChatPanel = lazy((): Promise<{ default: ComponentType }> => {
  chatPanelLoading();
  return Promise.all([import("./chat-panel.tsx"), loadQueryRoot()]).then(
    ([{ default: Panel }, { QueryRoot }]) => ({
      default: () => (
        <QueryRoot>
          <Panel />
        </QueryRoot>
      ),
    }),
    () => {
      if (chatPanelFailed()) showChatFallback();
      return { default: () => null };
    },
  );
});

export function ChatHost() {
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
