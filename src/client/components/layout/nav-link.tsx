import { FormattedMessage } from "react-intl";
import { Link, useRoute } from "wouter";
import { cn } from "@/lib/cn.ts";
import { HashLink } from "./hash-link.tsx";
import type { NavItem } from "./nav-items.ts";

/** Renders a nav item as a section link or a route link; the current page is marked. */
export function NavLink({
  item,
  className,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  onNavigate?: () => void;
}) {
  const [active] = useRoute(item.to.startsWith("#") ? "/__never__" : item.to);
  if (item.to.startsWith("#")) {
    return (
      <HashLink hash={item.to.slice(1)} className={className} onClick={onNavigate}>
        <FormattedMessage id={item.label} />
      </HashLink>
    );
  }
  return (
    <Link
      href={item.to}
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      className={cn(className, active && "text-navy-800 underline decoration-2 underline-offset-8")}
    >
      <FormattedMessage id={item.label} />
    </Link>
  );
}
