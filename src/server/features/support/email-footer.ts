import type { EmailSender } from "../../providers/email/email-sender.ts";

/** Every email the app sends ends with the same support line, after the usual "-- " signature mark. */
export function withFooter(sender: EmailSender, line: string): EmailSender {
  return { send: (message) => sender.send({ ...message, text: `${message.text}\n\n-- \n${line}\n` }) };
}
