import { isPdf, MailProviderError } from "./mail-provider.ts";
import type { ReplyMessage } from "./letterstream-xml.ts";

const BASE64 = /^[A-Za-z0-9+/=\s]+$/;

/**
 * What LetterStream's `getinfo=sig` (the signed return receipt, a PDF) and `getinfo=proof` (the
 * printed piece, Base64 PDF) answered. Neither reply's shape is documented beyond that, so it is
 * read leniently: the PDF itself, Base64 of a PDF, or an XML reply carrying Base64 of a PDF in
 * any element; an XML reply without one means "not yet" (an error is kept as the reason).
 * Anything else is not a PDF: refused as unclear, with the start of what came, for an admin.
 */
export function readProofReply(
  bytes: Buffer,
  parse: (text: string) => ReplyMessage[],
  what: string,
): { pdf: Buffer } | { messages: ReplyMessage[] } {
  if (isPdf(bytes)) return { pdf: bytes };
  const text = bytes.toString("utf8").trim();
  const decoded = pdfFromBase64(text);
  if (decoded) return { pdf: decoded };
  if (!text.startsWith("<")) throw notPdf(what, text);
  const messages = parse(text);
  for (const message of messages) {
    for (const value of [
      message.details,
      ...message.fields.values(),
      ...message.docs.flatMap((doc) => [...doc.values()]),
    ]) {
      const pdf = pdfFromBase64(value.trim());
      if (pdf) return { pdf };
    }
  }
  return { messages };
}

function pdfFromBase64(text: string): Buffer | undefined {
  if (text.length < 16 || !BASE64.test(text)) return undefined;
  const bytes = Buffer.from(text.replace(/\s+/g, ""), "base64");
  return isPdf(bytes) ? bytes : undefined;
}

function notPdf(what: string, text: string) {
  return new MailProviderError(
    "unclear",
    `LetterStream's reply to ${what} is not a PDF: ${JSON.stringify(text.slice(0, 200))}`,
  );
}
