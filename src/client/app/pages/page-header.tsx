import type { ReactNode } from "react";
import { useFocusOnMount } from "@/lib/use-focus-on-mount.ts";

/** The h1 and intro line at the top of a signed-in page. */
export function PageHeader({
  title,
  description,
  actions,
  focusOnMount = false,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Move focus to the heading when the page opens (pages reached from another site, such as checkout). */
  focusOnMount?: boolean;
}) {
  const focusRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="grid gap-1.5">
        <h1
          ref={focusOnMount ? focusRef : undefined}
          tabIndex={focusOnMount ? -1 : undefined}
          className="text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        {description ? <p className="text-base text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-3">{actions}</div> : null}
    </div>
  );
}
