import { Eye, EyeOff } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { useIntl } from "react-intl";
import { cn } from "@/lib/cn.ts";
import { Input } from "./input.tsx";

/** A password field with a show/hide toggle. `toggleLabel` names the field in the toggle's label. */
export function PasswordInput({
  className,
  toggleLabel,
  ...props
}: Omit<ComponentProps<"input">, "type"> & { toggleLabel?: string }) {
  const [visible, setVisible] = useState(false);
  const intl = useIntl();
  const field = toggleLabel ?? intl.formatMessage({ id: "auth.passwordField" });
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-12", className)} {...props} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={intl.formatMessage({ id: visible ? "auth.hidePassword" : "auth.showPassword" }, { field })}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
      >
        {visible ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
      </button>
    </div>
  );
}
