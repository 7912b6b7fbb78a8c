import { type ReactNode, useEffect, useId, useRef } from "react";
import { useAppMessage } from "./app-message.ts";
import { Button, type ButtonVariant } from "./button.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's look: destructive unless the action is not one (continuing to payment). */
  confirmVariant?: ButtonVariant;
  cancelLabel?: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with Cancel and a destructive confirm button, on the native <dialog>: the page
 * behind is inert, Escape cancels, focus starts on Cancel and returns where it was on close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = "destructive",
  cancelLabel,
  busyLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const appMessage = useAppMessage();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-border bg-white p-0 text-foreground shadow-xl backdrop:bg-slate-950/50"
    >
      <div className="grid gap-3 p-6">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={`${id}-body`} className="text-sm leading-6 text-slate-700">
          {children}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-3 border-t border-border px-6 py-4">
        <Button variant="outline" autoFocus onClick={onCancel} disabled={busy}>
          {cancelLabel ?? appMessage("app.dialog.cancel", "Cancel")}
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
