import { LogOut } from "lucide-react";
import { FormattedMessage } from "react-intl";
import { Link } from "wouter";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { displayName } from "@/features/auth/api/current-user.ts";
import { LOGOUT_URL } from "@/features/auth/api/logout.ts";
import { LazyChatLauncher } from "@/features/support/chat/lazy-chat-launcher.tsx";
import { cn } from "@/lib/cn.ts";
import { signedInItems, signedOutItems } from "./nav-items.ts";
import { NavLink } from "./nav-link.tsx";

const mobileLink = "block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-50";

interface MobileMenuProps {
  id: string;
  open: boolean;
  user: CurrentUser | null;
  onNavigate: () => void;
}

/** The small-screen menu: the navbar's entries except Admin, and Support; its Logout is a plain link. */
export function MobileMenu({ id, open, user, onNavigate }: MobileMenuProps) {
  const items = (user ? signedInItems(user) : signedOutItems).filter((item) => !item.desktopOnly);
  return (
    <div id={id} hidden={!open} className={cn("border-t border-border bg-white md:hidden", open && "shadow-lg")}>
      <div className="container-page grid gap-1 py-3">
        {items.map((item) => (
          <NavLink key={item.to} item={item} className={mobileLink} onNavigate={onNavigate} />
        ))}
        <div className="mt-2 grid gap-2 border-t border-border pt-3">
          {user ? (
            <>
              <p className="truncate px-3 py-1 text-sm text-slate-600">
                <FormattedMessage id="nav.welcome" values={{ name: displayName(user) }} />
              </p>
              <LazyChatLauncher onOpen={onNavigate} />
              <Button asChild variant="outline">
                <a href={LOGOUT_URL}>
                  <LogOut aria-hidden="true" />
                  <FormattedMessage id="nav.logout" />
                </a>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="outline">
                <Link href="/login" onClick={onNavigate}>
                  <FormattedMessage id="nav.login" />
                </Link>
              </Button>
              <Button asChild>
                <Link href="/register" onClick={onNavigate}>
                  <FormattedMessage id="nav.getStarted" />
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
