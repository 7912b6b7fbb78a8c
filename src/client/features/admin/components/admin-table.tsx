import { MoveHorizontal } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "@/lib/cn.ts";

/** Whether there is more of the table to the left and to the right of what the box shows. */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
      setEdges((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    update();
    box.addEventListener("scroll", update, { passive: true });
    /* The box changes with the window, the table with its rows. */
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => {
      box.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, []);
  return { ref, edges };
}

/**
 * A wide table that scrolls sideways inside its card on small screens. When it does, a line above
 * it says so and a shadow marks each edge with more beyond it. The scroll box is focusable (with a
 * visible ring) so keyboard users can scroll it with the arrow keys; it is named by the caption.
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
  const { ref, edges } = useScrollEdges();
  const hintId = useId();
  const scrolls = edges.left || edges.right;
  return (
    <div className="border-t border-border">
      {scrolls ? (
        <p id={hintId} className="flex items-center gap-1.5 px-6 py-2 text-xs font-medium text-slate-700">
          <MoveHorizontal className="size-4 shrink-0 text-navy-700" aria-hidden="true" />
          Scroll sideways to see every column
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={caption}
          aria-describedby={scrolls ? hintId : undefined}
          tabIndex={0}
          className="@container overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-navy-700"
        >
          <table
            aria-busy={busy || undefined}
            className={cn("w-full border-collapse text-left text-sm transition-opacity", busy && "opacity-60")}
          >
            <caption className="sr-only">{caption}</caption>
            {children}
          </table>
        </div>
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 left-0 w-8 bg-linear-to-r from-slate-900/20 to-transparent transition-opacity",
            edges.left ? "opacity-100" : "opacity-0",
          )}
        />
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 right-0 w-8 bg-linear-to-l from-slate-900/20 to-transparent transition-opacity",
            edges.right ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
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
