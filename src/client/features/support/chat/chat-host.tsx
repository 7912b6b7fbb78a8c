import { lazy, Suspense } from "react";
import { setChatPanelLoading } from "./chat-store.ts";

/**
 * The panel's code loads on its own: a click while it is on its way opens it on arrival; if it
 * cannot load, no panel registers and "Contact Live Agent" alerts.
 */
const ChatPanel = lazy(() => {
  setChatPanelLoading(true);
  return import("./chat-panel.tsx").catch(() => ({ default: () => null })).finally(() => setChatPanelLoading(false));
});

export function ChatHost() {
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
