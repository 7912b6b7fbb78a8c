import { useEffect, useRef, type ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { useLocation } from "wouter";
import { useCurrentUser } from "@/features/auth/api/current-user.ts";
import { ChatHost } from "@/features/support/chat/chat-host.tsx";
import { Footer } from "./footer.tsx";
import { Navbar } from "./navbar.tsx";
import { TestModeBanner } from "./test-mode-banner.tsx";

/** A new page starts at its top, unless the address names a section ("/#pricing"). The first page already does. */
function useScrollToTopOnNavigation() {
  const [location] = useLocation();
  const previousLocation = useRef(location);
  useEffect(() => {
    if (location === previousLocation.current) return;
    previousLocation.current = location;
    if (!window.location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, [location]);
}

/** Skip link, the test-mode banner when it applies, navbar, the page in <main>, footer; the live chat when signed in. */
export function AppLayout({ children }: { children: ReactNode }) {
  useScrollToTopOnNavigation();
  const { isAuthenticated } = useCurrentUser();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <TestModeBanner />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <Footer />
      {isAuthenticated ? <ChatHost /> : null}
    </div>
  );
}
