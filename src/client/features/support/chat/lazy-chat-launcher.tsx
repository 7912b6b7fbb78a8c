import { type ComponentProps, Suspense } from "react";
import { lazyWithQueries } from "@/lib/lazy-with-queries.tsx";
import type { ChatLauncher } from "./chat-launcher.tsx";

type LauncherProps = ComponentProps<typeof ChatLauncher>;

const Launcher = lazyWithQueries<LauncherProps>(() =>
  import("./chat-launcher.tsx").then((module) => ({ default: module.ChatLauncher })),
);

/** The navbar's "Live chat", shown only signed in: its code and the query library load with it, not with the landing page. */
export function LazyChatLauncher(props: LauncherProps) {
  return (
    <Suspense fallback={null}>
      <Launcher {...props} />
    </Suspense>
  );
}
