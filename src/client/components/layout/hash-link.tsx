import type { ComponentProps, MouseEvent } from "react";
import { useLocation } from "wouter";

/**
 * A link to a section of the landing page ("/#pricing"). On "/" the browser scrolls natively;
 * elsewhere the app navigates to "/" and the landing page scrolls to the hash when it mounts.
 */
export function HashLink({ hash, onClick, ...props }: Omit<ComponentProps<"a">, "href"> & { hash: string }) {
  const [location, navigate] = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || location === "/" || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(`/#${hash}`);
  };
  return <a href={`/#${hash}`} onClick={handleClick} {...props} />;
}
