import { useIntl } from "react-intl";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";
import { useToast } from "./use-toast.ts";

/** Spec §9: 5000 ms by default, swipe right past 50 px to dismiss, F8 jumps to the toasts. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const intl = useIntl();
  return (
    <ToastProvider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={intl.formatMessage({ id: "common.notification" })}
    >
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-0.5">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={["F8"]} />
    </ToastProvider>
  );
}
