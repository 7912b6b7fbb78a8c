import { CircleAlert } from "lucide-react";
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from "react";
import { useKnownText } from "@/i18n/known-text.ts";
import { cn } from "@/lib/cn.ts";
import { Label } from "./label.tsx";

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Set by FormField for the control inside it: see useReportOverLimit. */
const OverLimitContext = createContext<((over: boolean) => void) | undefined>(undefined);

/**
 * For a control that reports its own text as over its length limit (with by how much): while it
 * is over, the field shows that one message and not the form's error as well (one error per field).
 */
export function useReportOverLimit(over: boolean): void {
  const report = useContext(OverLimitContext);
  useEffect(() => {
    report?.(over);
    return () => report?.(false);
  }, [report, over]);
}

export function FormField({ label, error, hint, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [overLimit, setOverLimit] = useState(false);
  /* The control already says the text is too long; the form's error is not repeated under it. */
  const known = useKnownText();
  const shownError = overLimit ? undefined : known(error);
  const describedBy = [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <OverLimitContext value={setOverLimit}>
        {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      </OverLimitContext>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={errorId} className="flex items-center gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
