import { useEffect } from "react";

const SCRIPT_ATTRIBUTE = "data-support-chat";

/** Adds the chat widget's <script src> once per page load (never inline: the CSP forbids it). */
export function useSupportChatScript(src: string | null | undefined): void {
  useEffect(() => {
    if (!src || document.querySelector(`script[${SCRIPT_ATTRIBUTE}]`)) return;
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.setAttribute(SCRIPT_ATTRIBUTE, "");
    document.body.appendChild(script);
  }, [src]);
}
