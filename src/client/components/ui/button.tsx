import { type ComponentProps, cloneElement, isValidElement, type ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
  accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover",
  outline: "border border-slate-300 bg-white text-foreground shadow-sm hover:border-slate-400 hover:bg-slate-50",
  ghost: "text-foreground hover:bg-slate-100",
  "outline-dark": "border border-white/40 text-white hover:border-white/70 hover:bg-white/10",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-red-800",
  link: "text-navy-700 underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2 text-sm",
  lg: "min-h-12 px-6 py-2 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses({
  variant = "primary",
  size = "md",
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
} = {}) {
  return cn(
    /* A label longer than the screen is wide (long Spanish words) wraps inside the button, never past the edge. */
    "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
    variant === "link" ? "h-auto p-0" : sizes[size],
    variants[variant],
  );
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
}

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => void;

/**
 * The one child element with the button's props: the child's own props win, class names and
 * styles are joined, and a handler both give runs the child's first.
 */
function withButtonProps(child: ReactNode, props: Props) {
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const [name, ours] of Object.entries(props)) {
    const theirs = own[name];
    if (name.startsWith("on") && typeof ours === "function" && typeof theirs === "function")
      merged[name] = (...args: unknown[]) => {
        (theirs as Handler)(...args);
        (ours as Handler)(...args);
      };
  }
  merged.className = cn(props.className as string, own.className as string);
  if (props.style || own.style) merged.style = { ...(props.style as object), ...(own.style as object) };
  return cloneElement(child, merged);
}

export function Button({ className, variant, size, asChild = false, type, children, ...props }: ButtonProps) {
  if (asChild)
    return withButtonProps(children, { ...props, className: cn(buttonClasses({ variant, size }), className) });
  return (
    <button type={type ?? "button"} className={cn(buttonClasses({ variant, size }), className)} {...props}>
      {children}
    </button>
  );
}
