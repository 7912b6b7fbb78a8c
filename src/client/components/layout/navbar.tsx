import { LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "wouter";
import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import { Button } from "@/components/ui/button.tsx";
import { displayName, useCurrentUser } from "@/features/auth/api/current-user.ts";
import { logout } from "@/features/auth/api/logout.ts";
import { LazyChatLauncher } from "@/features/support/chat/lazy-chat-launcher.tsx";
import { LanguageToggle } from "@/i18n/language-switch.tsx";
import { BrandLink } from "./brand-link.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { signedInItems, signedOutItems } from "./nav-items.ts";
import { NavLink } from "./nav-link.tsx";

const desktopLink = "rounded-md px-1 py-2 text-sm font-medium text-slate-700 transition-colors hover:text-navy-800";

export function Navbar() {
  const { user } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const [location] = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const intl = useIntl();

  // Close the mobile menu when the page changes or Escape is pressed (focus inside it goes back to the toggle).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose each time the page changes.
  useEffect(() => setMenuOpen(false), [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (document.getElementById("mobile-menu")?.contains(document.activeElement)) toggleRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <nav
        aria-label={intl.formatMessage({ id: "nav.main" })}
        className="container-page flex h-16 items-center justify-between gap-4"
      >
        <BrandLink />
        <div className="hidden items-center gap-6 md:flex">
          {user ? <SignedInDesktop user={user} /> : <SignedOutDesktop />}
        </div>
        <LanguageToggle className="ml-auto md:hidden" />
        <Button
          ref={toggleRef}
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={intl.formatMessage({ id: menuOpen ? "nav.closeMenu" : "nav.openMenu" })}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6!" aria-hidden="true" /> : <Menu className="size-6!" aria-hidden="true" />}
        </Button>
      </nav>
      <MobileMenu id="mobile-menu" open={menuOpen} user={user} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}

function SignedOutDesktop() {
  return (
    <>
      {signedOutItems
        .filter((item) => !item.mobileOnly)
        .map((item) => (
          <NavLink key={item.to} item={item} className={desktopLink} />
        ))}
      <span className="h-5 w-px bg-slate-200" aria-hidden="true" />
      <NavLink item={{ label: "nav.login", to: "/login" }} className={desktopLink} />
      <Button asChild size="sm">
        <Link href="/register">
          <FormattedMessage id="nav.getStarted" />
        </Link>
      </Button>
      <LanguageToggle />
    </>
  );
}

function SignedInDesktop({ user }: { user: CurrentUser }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      {signedInItems(user)
        .filter((item) => !item.mobileOnly)
        .map((item) => (
          <NavLink key={item.to} item={item} className={desktopLink} />
        ))}
      <span className="h-5 w-px bg-slate-200" aria-hidden="true" />
      <LazyChatLauncher />
      <span className="max-w-56 truncate text-sm text-slate-600">
        <FormattedMessage id="nav.welcome" values={{ name: displayName(user) }} />
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <LogOut aria-hidden="true" />
        <FormattedMessage id="nav.logout" />
      </Button>
      <LanguageToggle compact />
    </>
  );
}
