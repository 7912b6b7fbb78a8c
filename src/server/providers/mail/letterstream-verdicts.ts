import { parseReply, type ReplyMessage } from "./letterstream-xml.ts";
import { MailProviderError } from "./mail-provider.ts";

/**
 * LetterStream's verdicts on our credentials and funds, read wherever they appear: as the text
 * line its document prints with debugging on (`AUTHOK 051010 08:14:38`, Table 3.2), as a code, or
 * as the first word of a message's details; and a reply as messages. Decision 0004.
 */
const AUTH_VERDICTS = new Set(["IDOK", "BAD", "DUP"]);
/**
 * A verdict as plain text, as the document prints them with debugging on (Table 3.2:
 * `AUTHOK 051010 08:14:38`): the word, then perhaps a time stamp, on the reply's first line.
 * Anything after that line is read as XML.
 */
const TEXT_VERDICT = /^\s*(AUTHOK|IDOK|BAD|DUP)\b([^\n<]*)/;
/** The first word of a message's details: "DUP 051010 08:14:52" -> "DUP". */
const FIRST_WORD = /^\s*(\S+)/;

/** What an authentication-only call came back with: every raw reply (more than one after DUP) and how the app reads the last. */
export interface AuthCheck {
  verdict: "authenticated" | "refused" | "no_funds" | "unclear";
  reason: string;
  replies: string[];
}

/** How the app reads one reply to an auth-only call: refused verdicts and -911 first, then AUTHOK or -199. */
export function readAuthVerdict(raw: string): { dup: boolean; check: Omit<AuthCheck, "replies"> } {
  let messages: ReplyMessage[];
  try {
    messages = readReply(raw);
  } catch (error) {
    return { dup: false, check: { verdict: "unclear", reason: (error as Error).message } };
  }
  const dup = messages.some((message) => verdictOf(message) === "DUP");
  try {
    judgeVerdicts(messages);
  } catch (error) {
    const refusal = error as MailProviderError;
    return {
      dup,
      check: { verdict: refusal.kind === "insufficient_funds" ? "no_funds" : "refused", reason: refusal.message },
    };
  }
  const ok = messages.find((message) => message.code === "AUTHOK" || message.code === "-199");
  if (!ok) return { dup, check: { verdict: "unclear", reason: "The reply holds no verdict we know (AUTHOK or -199)" } };
  const words = ok.details && ok.details !== ok.code ? `${ok.code}: ${ok.details}` : ok.code;
  return { dup, check: { verdict: "authenticated", reason: `LetterStream accepted the credentials (${words})` } };
}

/** A refused auth verdict (IDOK, BAD, DUP), in the code or as the first word of the details (a time stamp may follow). */
export function verdictOf(message: ReplyMessage): string | undefined {
  const firstWord = FIRST_WORD.exec(message.details)?.[1]?.toUpperCase();
  return [message.code, firstWord].find((word) => word !== undefined && AUTH_VERDICTS.has(word));
}

/** Refused credentials and -911 end any call, whatever else the reply says. */
export function judgeVerdicts(messages: ReplyMessage[]): void {
  const verdict = messages.find((message) => verdictOf(message));
  if (verdict) {
    const word = verdictOf(verdict);
    throw new MailProviderError("auth", `LetterStream refused our credentials (${word}): ${verdict.details}`, word);
  }
  const noFunds = messages.find((message) => message.code === "-911");
  if (noFunds)
    throw new MailProviderError(
      "insufficient_funds",
      `LetterStream account lacks prepaid funds: ${noFunds.details}`,
      "-911",
    );
}

/** XML, or a verdict as text (with or without its time stamp), perhaps followed by XML, as messages. */
export function readReply(text: string): ReplyMessage[] {
  const verdict = TEXT_VERDICT.exec(text);
  if (!verdict) return parseReply(text);
  const [line, word] = verdict;
  const message: ReplyMessage = {
    type: word === "AUTHOK" ? "info" : "error",
    code: word,
    details: line.trim(),
    fields: new Map(),
    docs: [],
    events: [],
  };
  const rest = text.slice(line.length);
  return rest.trim() ? [message, ...parseReply(rest)] : [message];
}
