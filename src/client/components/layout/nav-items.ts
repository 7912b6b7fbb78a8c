import type { CurrentUser } from "../../../domain/accounts/auth.ts";

export interface NavItem {
  label: string;
  /** An app route ("/orders") or a landing-page section ("#pricing"). */
  to: string;
  desktopOnly?: boolean;
  /** Only in the small-screen menu (the desktop navbar keeps the spec's items; the footer has it too). */
  mobileOnly?: boolean;
}

const supportItem: NavItem = { label: "Support", to: "/support", mobileOnly: true };

export const signedOutItems: NavItem[] = [
  { label: "How It Works", to: "#how-it-works" },
  { label: "Pricing", to: "#pricing" },
  supportItem,
];

export function signedInItems(user: CurrentUser): NavItem[] {
  const items: NavItem[] = [
    { label: "Create Letter", to: "/create-letter" },
    /* Not among the spec's items: added between them, which keep their order (decision 0034). */
    { label: "My Letters", to: "/letters" },
    { label: "My Orders", to: "/orders" },
  ];
  if (user.isAdmin) items.push({ label: "Admin", to: "/admin", desktopOnly: true });
  items.push(supportItem);
  return items;
}
