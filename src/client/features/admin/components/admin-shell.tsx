import { ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Badge } from "@/components/ui/badge.tsx";
import { useSupportMessages } from "@/features/support/api/support-api.ts";
import { cn } from "@/lib/cn.ts";

const TABS = [
  { href: "/admin", label: "Orders and letters", active: (path: string) => path === "/admin" },
  { href: "/admin/messages", label: "Messages", active: (path: string) => path.startsWith("/admin/messages") },
] as const;

/** The Admin Center's heading and its tabs (links, so each tab has its address); the tab's content below. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex-1 bg-slate-50">
      {/* As wide as the header: the tables cut long values and scroll inside their cards below 1280 px. */}
      <div className="container-page flex flex-col gap-8 py-10 sm:py-12">
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Center</h1>
            <Badge variant="accent" className="gap-1">
              <ShieldCheck className="size-3.5" aria-hidden="true" />
              Admin Access
            </Badge>
          </div>
          <p className="text-base text-slate-600">
            Run the business at a glance, the certified-mail queue, tracking numbers, refunds, every letter and the
            messages customers send.
          </p>
        </div>
        <AdminTabs />
        {children}
      </div>
    </div>
  );
}

function AdminTabs() {
  const [path] = useLocation();
  const unread = useSupportMessages().data?.unread ?? 0;
  return (
    <nav aria-label="Admin Center sections" className="-mb-2 border-b border-slate-200">
      <ul className="flex gap-1 overflow-x-auto">
        {TABS.map((tab) => {
          const active = tab.active(path);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "-mb-px flex h-11 items-center gap-2 rounded-t-md border-b-2 px-4 text-sm font-semibold whitespace-nowrap",
                  active
                    ? "border-navy-700 text-navy-800"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )}
              >
                {tab.label}
                {tab.href === "/admin/messages" && unread > 0 ? (
                  <Badge variant="primary">
                    {unread}
                    <span className="sr-only">&nbsp;unread</span>
                  </Badge>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
