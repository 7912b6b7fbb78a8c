import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/**
 * A wide table that scrolls sideways inside its card on small screens.
 * The scroll box is focusable so keyboard users can scroll it with the arrow keys.
 */
export function AdminTable({
  caption,
  children,
  busy = false,
}: {
  caption: string;
  children: ReactNode;
  busy?: boolean;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="@container relative overflow-x-auto border-t border-border"
    >
      <table
        aria-busy={busy || undefined}
        className={cn("w-full border-collapse text-left text-sm transition-opacity", busy && "opacity-60")}
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function HeaderRow({ columns }: { columns: readonly string[] }) {
  return (
    <thead className="bg-slate-50">
      <tr>
        {columns.map((column) => (
          <th
            key={column}
            scope="col"
            className="px-2 py-3 align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-6 last:pr-6"
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function Cell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-2 py-3 align-top text-slate-800 first:pl-6 last:pr-6", className)} {...props} />;
}

/**
 * A note under a row, spanning the whole table but kept in view (and wrapped) inside the
 * scroll box, so it reads on a phone without scrolling sideways.
 */
export function RowNote({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-6 pb-3">
        <div className="sticky left-6 max-w-[calc(100cqw-3rem)]">{children}</div>
      </td>
    </tr>
  );
}

/** A dash for a value that is not there yet, read out as "none". */
export function Missing() {
  return (
    <span className="text-slate-500">
      <span aria-hidden="true">—</span>
      <span className="sr-only">none</span>
    </span>
  );
}

/** An email address: wraps anywhere, but only once its column is narrower than 9rem. */
export function Email({ children, className }: { children: ReactNode; className?: string }) {
  return <span className={cn("block min-w-36 wrap-anywhere", className)}>{children}</span>;
}

export function Mono({ children }: { children: ReactNode }) {
  return <span className="font-mono text-[0.8125rem] whitespace-nowrap text-slate-900">{children}</span>;
}

/**
 * A value cut to its column's width with "…", shown whole on hover and on keyboard focus: a CSS
 * bubble above it, drawn from `data-full-value`, so the page holds the text once and screen
 * readers read it whole from the cell.
 */
export function Truncated({ text, className }: { text: string; className?: string }) {
  return (
    <span
      data-full-value={text}
      className="group relative block after:pointer-events-none after:absolute after:bottom-full after:left-0 after:z-20 after:mb-1 after:hidden after:w-max after:max-w-xs after:rounded-md after:bg-slate-900 after:px-3 after:py-1.5 after:text-xs after:font-normal after:break-words after:whitespace-normal after:text-white after:shadow-md after:content-[attr(data-full-value)] focus-within:after:block hover:after:block"
    >
      <span
        tabIndex={0}
        className={cn(
          "block truncate rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-700",
          className,
        )}
      >
        {text}
      </span>
    </span>
  );
}
