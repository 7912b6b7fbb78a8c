import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Language } from "../../../domain/i18n/languages.ts";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID header, e.g. `<receipt.42.1f3a9c@example.com>`. Outbox emails set it once when
   * queued, so a rare second copy (sent again after a crash just after SMTP took the first) carries
   * the same id and mail clients can tell it is the same message. Left out, nodemailer makes one.
   */
  messageId?: string;
  /** Logged beside the outbox file name (e.g. a reset link), never sent anywhere. */
  logNote?: string;
  /** The language the email is written in: its footer follows it. English when left out. */
  language?: Language;
}

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Real SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createEmailSender(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): EmailSender {
  if (options.smtpUrl) {
    // Timeouts well inside the outbox lease (features/outbox), so a send that hangs fails before
    // another instance may take the email over; settings in SMTP_URL's query still win.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send({ logNote: _ignored, language: _language, ...message }) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send({ logNote, language: _language, ...message }) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      // Written under another name, then renamed: whoever lists the outbox sees only whole messages.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      options.log.info({ file, to: message.to, subject: message.subject, note: logNote }, "email saved to outbox");
    },
  };
}
