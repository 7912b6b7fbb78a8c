import type { ReactNode } from "react";

/** The `<sr>` tag of a message: words read out by screen readers only. */
export const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;
