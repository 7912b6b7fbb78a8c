import { renameSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { createReplyHolds, type HeldReply } from "./held-replies.ts";
import { scaled } from "../timeouts.ts";

export interface CaughtEmail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/** A real SMTP server on loopback that keeps every message it receives (and writes it to saveTo, if given). */
export async function startSmtpCatcher(options: { saveTo?: string; port?: number } = {}) {
  const messages: CaughtEmail[] = [];
  const waiters: (() => void)[] = [];
  const holds = createReplyHolds<"mail-from">();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      void holds.wait("mail-from").then(() => callback());
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const message = { to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) };
        messages.push(message);
        if (options.saveTo) {
          // Renamed into place, so a test in another process never reads half a message.
          const file = path.join(options.saveTo, `${messages.length}.json`);
          writeFileSync(`${file}.part`, JSON.stringify(message));
          renameSync(`${file}.part`, file);
        }
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    messages,
    async waitFor(predicate: (m: CaughtEmail) => boolean, timeoutMs = scaled(10_000)): Promise<CaughtEmail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error("no matching email arrived");
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Keeps the next sender waiting at MAIL FROM, before any message is handed over, until released. */
    holdNextMessage(): HeldReply {
      return holds.holdNext(() => true);
    },
    close() {
      holds.releaseAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function resetTokenFrom(email: CaughtEmail): string {
  const match = email.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error("no reset link in email");
  return match[1];
}
