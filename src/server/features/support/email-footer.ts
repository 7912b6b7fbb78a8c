import type { Language } from "../../../domain/i18n/languages.ts";
import { emailWords } from "../../i18n/emails.ts";
import type { EmailSender } from "../../providers/email/email-sender.ts";

/**
 * Every email the app sends ends with the same support line, after the usual "-- " signature mark,
 * in the email's language.
 */
export function withFooter(sender: EmailSender, line: (language: Language) => string): EmailSender {
  return {
    send: (message) => sender.send({ ...message, text: `${message.text}\n\n-- \n${line(message.language ?? "en")}\n` }),
  };
}

/** The footer's support line: "Questions? Email help@… or write to us at …/support". */
export function footerLine(supportEmail: string, appUrl: string): (language: Language) => string {
  return (language) => emailWords(language).t("email.footer", { supportEmail, appUrl });
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
        text: `${emailWords(message.language ?? "en").t("email.testMode")}\n\n${message.text}`,
      }),
  };
}
