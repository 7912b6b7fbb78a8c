import { eq } from "drizzle-orm";
import { BRAND } from "../../../domain/brand.ts";
import { uspsTrackingUrl } from "../../../domain/mail-status.ts";
import { orders, users } from "../../db/schema.ts";
import type { DispatchDeps } from "./dispatch-deps.ts";

const MESSAGES: Record<string, { subject: string; body: string }> = {
  mailed: { subject: "Your letter has been mailed", body: "Your letter is on its way to Meta by USPS Certified Mail." },
  delivered: { subject: "Your letter was delivered", body: "USPS reports that your letter was delivered." },
  returned: { subject: "Your letter was returned", body: "USPS reports that your letter was returned to the sender. Reply to this email and we will help." },
};

/** Emails the user when the letter is mailed, delivered or returned. */
export async function notifyMailProgress(deps: DispatchDeps, order: typeof orders.$inferSelect): Promise<void> {
  const message = MESSAGES[order.mailStatus];
  if (!message) return;
  const [user] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.userId));
  if (!user) return;
  const tracking = order.mailTracking
    ? [`USPS tracking number: ${order.mailTracking}`, `Track it: ${uspsTrackingUrl(order.mailTracking)}`]
    : [];
  await deps.email.send({
    to: user.email,
    subject: `${BRAND}: ${message.subject} (Order #${order.id})`,
    text: [
      user.firstName ? `Hello ${user.firstName},` : "Hello,",
      "",
      message.body,
      ...tracking,
      "",
      "Certified mail proves that your letter was mailed and delivered. It does not oblige anyone to answer.",
      "",
      `Your orders: ${deps.appUrl}/orders`,
    ].join("\n"),
  });
}
