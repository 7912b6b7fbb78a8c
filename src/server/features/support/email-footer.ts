import type { EmailSender } from "../../providers/email/email-sender.ts";

/** Every email the app sends ends with the same support line, after the usual "-- " signature mark. */
export function withFooter(sender: EmailSender, line: string): EmailSender {
  return { send: (message) => sender.send({ ...message, text: `${message.text}\n\n-- \n${line}\n` }) };
}

export const TEST_MODE_LINE =
  "TEST MODE: this service is running with test keys; nothing was really charged or mailed.";

/** In test mode (ALLOW_TEST_PROVIDERS=true with test keys or stand-ins) every email says so, in its subject and first line. */
export function withTestModeNotice(sender: EmailSender, testMode: boolean): EmailSender {
  if (!testMode) return sender;
  return {
    send: (message) =>
      sender.send({
        ...message,
        subject: `[TEST MODE] ${message.subject}`,
        text: `${TEST_MODE_LINE}\n\n${message.text}`,
      }),
  };
}
