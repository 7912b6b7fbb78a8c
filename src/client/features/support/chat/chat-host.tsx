import { lazy, Suspense } from "react";

/** The panel's code loads on its own; if it cannot, no panel registers and "Contact Live Agent" alerts. */
const ChatPanel = lazy(() => import("./chat-panel.tsx").catch(() => ({ default: () => null })));

export function ChatHost() {
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}
