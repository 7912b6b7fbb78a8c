import { MessageCircle } from "lucide-react";
import { useIntl } from "react-intl";
import { Button } from "@/components/ui/button.tsx";
import { openSupportChat } from "./open-support-chat.ts";
import { useChat } from "./chat-api.ts";
import { useChatOpen } from "./chat-store.ts";

/** "Live chat" in the navbar and the phone menu, with the number of support replies not yet seen. */
export function ChatLauncher({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const open = useChatOpen();
  const unseen = useChat(open).data?.unseen ?? 0;
  const intl = useIntl();
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      aria-expanded={open}
      onClick={() => {
        onOpen?.();
        openSupportChat();
      }}
    >
      <MessageCircle aria-hidden="true" />
      {intl.formatMessage({ id: "nav.liveChat" })}
      {unseen > 0 ? (
        <span className="ml-1 rounded-full bg-amber-300 px-1.5 text-xs font-semibold text-navy-950">
          {unseen}
          <span className="sr-only"> {intl.formatMessage({ id: "nav.liveChatUnseen" }, { count: unseen })}</span>
        </span>
      ) : null}
    </Button>
  );
}
