import type { CurrentUser } from "../../../domain/accounts/auth.ts";
import type { MessageId } from "@/i18n/message-ids.ts";

export interface NavItem {
  label: MessageId;
  /** An app route ("/orders") or a landing-page section ("#pricing"). */
  to: string;
  desktopOnly?: boolean;
  /** Only in the small-screen menu (the desktop navbar keeps the spec's items; the footer has it too). */
  mobileOnly?: boolean;
}

const supportItem: NavItem = { label: "nav.support", to: "/support", mobileOnly: true };

export const signedOutItems: NavItem[] = [
  { label: "nav.howItWorks", to: "#how-it-works" },
  { label: "nav.pricing", to: "#pricing" },
  supportItem,
];

export function signedInItems(user: CurrentUser): NavItem[] {
  const items: NavItem[] = [
    { label: "nav.createLetter", to: "/create-letter" },
    /* Not among the spec's items: added between them, which keep their order (decision 0034). */
    { label: "nav.myLetters", to: "/letters" },
    { label: "nav.myOrders", to: "/orders" },
  ];
  if (user.isAdmin) items.push({ label: "nav.admin", to: "/admin", desktopOnly: true });
  items.push(supportItem);
  return items;
}
