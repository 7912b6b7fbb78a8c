import { lt } from "drizzle-orm";
import { emailOutbox } from "../../db/schema.ts";
import type { OutboxDeps } from "./outbox-deps.ts";

/** Sent emails are kept this long (to answer "did you send my receipt?"), then deleted with their addresses. */
export const KEEP_SENT_EMAILS_MS = 90 * 24 * 60 * 60 * 1000;

/** Deletes emails sent more than KEEP_SENT_EMAILS_MS ago; unsent and given-up ones stay. */
export async function pruneSentEmails(deps: Pick<OutboxDeps, "db" | "clock">): Promise<void> {
  const cutoff = new Date(deps.clock().getTime() - KEEP_SENT_EMAILS_MS);
  await deps.db.delete(emailOutbox).where(lt(emailOutbox.sentAt, cutoff));
}
