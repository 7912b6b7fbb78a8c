import { useIntl } from "react-intl";
import { Eye, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";

/**
 * Narrow screens: a "Show the letter" button opening the live letter in a sheet from the bottom, on the
 * native modal <dialog> (the page behind is inert, focus moves in and Tab wraps inside it, Escape
 * or Close shuts it, and focus returns to the button). The content is built only while the sheet is open.
 */
const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap around inside the sheet instead of leaving for the browser's own controls. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const stops = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function PreviewSheet({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const intl = useIntl();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <>
      <Button ref={triggerRef} variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Eye aria-hidden="true" />
        {intl.formatMessage({ id: "preview.show" })}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby={labelledBy}
        onKeyDown={keepFocusInside}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
        onClose={() => {
          setOpen(false);
          triggerRef.current?.focus();
        }}
        // A tap on the dimmed backdrop (the dialog element itself, outside the sheet) closes it.
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
        className="mx-0 mt-auto mb-0 max-h-[88dvh] w-full max-w-none overflow-hidden rounded-t-2xl border-0 bg-slate-50 p-0 text-foreground shadow-2xl backdrop:bg-slate-950/50"
      >
        {open ? (
          <div className="grid max-h-[88dvh] grid-rows-[auto_minmax(0,1fr)]">
            <div className="flex justify-end border-b border-border bg-white px-4 py-2">
              <Button variant="ghost" size="sm" autoFocus onClick={() => setOpen(false)}>
                <X aria-hidden="true" />
                {intl.formatMessage({ id: "preview.close" })}
              </Button>
            </div>
            <div
              role="region"
              aria-label={intl.formatMessage({ id: "preview.scrollable" })}
              tabIndex={0}
              className="overflow-y-auto overscroll-contain px-4 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px]"
            >
              {children}
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
