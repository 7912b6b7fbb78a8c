import type { ReplyMessage } from "./letterstream-xml.ts";
import { type JobState, MailProviderError, type MailingRef, type MailStatus } from "./mail-provider.ts";

/**
 * Reading what LetterStream says about a document (docstatus) or a letter (trackx). Neither reply
 * is printed in the document, so both are read leniently; only a tracking number, which the app
 * keeps, is held to its 22 digits. Shapes in docs/decisions/0004-letterstream-wire-format.md.
 */

/** An unknown job, in whatever words (-300 "No record found" in the one public client's fake). */
const NO_RECORD = /\bno (record|job|such job)\b|\bnot found\b/i;
const STATUSES = new Map<string, MailStatus>([
  ["held", "held"],
  ["released", "submitted"],
  ["submitted", "submitted"],
  ["mailed", "mailed"],
  ["in transit", "in_transit"],
  ["delivery attempted", "in_transit"],
  ["unclaimed", "in_transit"],
  ["delivered", "delivered"],
  ["refused", "returned"],
  ["returned to sender", "returned"],
]);

/** Every name a reply may use for our mailing: our job and document ids, and LetterStream's own numbers. */
export function knownNames(ref: MailingRef): Set<string> {
  return new Set([ref.job, ref.docId, ...(ref.providerJobNumbers ?? []), ...(ref.providerDocIds ?? [])]);
}

/** Whether a message speaks of one of our names: in a job, id or docid field, a `<doc>`, or its details. */
function names(message: ReplyMessage, known: Set<string>): boolean {
  const fields = [message.fields, ...message.docs];
  if (fields.some((entry) => ["job", "id", "docid"].some((field) => known.has(entry.get(field) ?? "")))) return true;
  return message.details.split(/[^A-Za-z0-9_-]+/).some((word) => known.has(word));
}

/**
 * Whether a message names another mailing of ours: a job or document name shaped like ours (its
 * digits any digits) that is not ours. LetterStream's own numbers are not shaped like ours.
 */
function namesAnotherOfOurs(message: ReplyMessage, ref: MailingRef): boolean {
  const shapes = [ref.job, ref.docId].map(
    (name) => new RegExp(`\\b${name.replace(/[^A-Za-z0-9]/g, "\\$&").replace(/\d+/g, "\\d+")}\\b`, "g"),
  );
  const said = [message.details, ...[message.fields, ...message.docs].flatMap((entry) => [...entry.values()])];
  return said.some((text) =>
    shapes.some((shape) => [...text.matchAll(shape)].some(([name]) => name !== ref.job && name !== ref.docId)),
  );
}

/**
 * "absent" from -300, NOJOB or words saying no record. Otherwise the message naming our mailing
 * (our job or document id, or a number LetterStream gave) with a status word we know; failing
 * that, the only answer in the reply with a status word that names no other mailing of ours, since
 * docstatus asked about one document. Anything else is "unknown", with the raw reply for an admin:
 * nothing is sent again on it.
 */
export function readDocStatus(messages: ReplyMessage[], ref: MailingRef, raw: string): JobState {
  const known = knownNames(ref);
  if (
    messages.some(
      (message) =>
        ["-300", "NOJOB"].includes(message.code) || (message.type === "error" && NO_RECORD.test(message.details)),
    )
  ) {
    return { state: "absent" };
  }
  const answers = messages
    .filter((message) => message.type === "info" && !["AUTHOK", "-199"].includes(message.code))
    .map((message) => ({ message, status: statusOf(message) }))
    .filter((answer) => answer.status !== undefined);
  const only = answers.length === 1 && !namesAnotherOfOurs(answers[0].message, ref) ? answers[0] : undefined;
  const answer = answers.find((candidate) => names(candidate.message, known)) ?? only;
  if (!answer?.status) return { state: "unknown", raw };
  const { message, status } = answer;
  const doc =
    message.docs.find((entry) => known.has(entry.get("id") ?? "")) ??
    (message.docs.length === 1 ? message.docs[0] : undefined);
  return {
    state: status.ours === "held" ? "held" : "released",
    authCode: message.fields.get("authcode") || undefined,
    status: status.ours,
    rawStatus: status.raw,
    trackingNumber: trackingNumber(message, doc),
  };
}

/** The status word of a message, in a `status` field or its details, when it is one we know. */
function statusOf(message: ReplyMessage): { raw: string; ours: MailStatus } | undefined {
  const raw = message.fields.get("status") ?? statusWordIn(message.details);
  const ours = raw === undefined ? undefined : STATUSES.get(normalise(raw));
  return raw !== undefined && ours ? { raw, ours } : undefined;
}

/**
 * The message naming the document (in a field, a `<doc>` or its details, by our id or one
 * LetterStream gave), or the only info message, gives the status, in a `status` field or its
 * details, the tracking number (its own or its document's) and the events with the provider's own
 * dates. A status word we do not know comes back as it is, with no status of ours.
 */
export function readTracking(messages: ReplyMessage[], docId: string, known: Set<string> = new Set([docId])) {
  const errors = messages.filter((message) => message.type === "error");
  if (errors[0])
    throw new MailProviderError(
      "rejected",
      `LetterStream refused the tracking request (${errors[0].code}): ${errors[0].details}`,
      errors[0].code,
    );
  const infos = messages.filter((message) => message.type === "info" && !["AUTHOK", "-199"].includes(message.code));
  const docOf = (message: ReplyMessage) => message.docs.find((entry) => known.has(entry.get("id") ?? ""));
  const answer =
    infos.find(
      (message) => known.has(message.fields.get("docid") ?? "") || docOf(message) || message.details.includes(docId),
    ) ?? (infos.length === 1 ? infos[0] : undefined);
  if (!answer)
    throw unclear(
      `LetterStream's tracking reply names no document (${messages.map((message) => message.code).join(", ")})`,
    );
  const echoed = answer.fields.get("docid");
  if (echoed !== undefined && !known.has(echoed))
    throw unclear(`LetterStream answered about docid "${echoed}", not "${docId}"`);
  const doc = docOf(answer) ?? answer.docs.find((entry) => !entry.has("id"));
  const other = answer.docs.find((entry) => entry.has("id"));
  if (!doc && other) throw unclear(`LetterStream answered about document "${other.get("id")}", not "${docId}"`);
  const rawStatus = answer.fields.get("status") ?? statusWordIn(answer.details) ?? answer.details;
  return {
    status: STATUSES.get(normalise(rawStatus)),
    rawStatus,
    trackingNumber: trackingNumber(answer, doc),
    events: answer.events,
  };
}

const normalise = (word: string) => word.trim().toLowerCase().replace(/\s+/g, " ");

/** The longest known status word in a sentence, as written ("Job RL00000012: In Transit" -> "In Transit"). */
function statusWordIn(details: string): string | undefined {
  const found = [...STATUSES.keys()].map(
    (word) => new RegExp(`\\b${word.replace(/ /g, "\\s+")}\\b`, "i").exec(details)?.[0],
  );
  return found.filter((word) => word !== undefined).sort((a, b) => b.length - a.length)[0];
}

/** The message's tracking number, or its document's: 22 digits, and one number if both say. */
function trackingNumber(answer: ReplyMessage, doc?: ReadonlyMap<string, string>): string | undefined {
  const values = new Set(
    [answer.fields.get("tracking"), doc?.get("tracking")]
      .map((value) => value?.replace(/\s+/g, ""))
      .filter((value): value is string => Boolean(value)),
  );
  if (values.size > 1) throw unclear(`LetterStream sent two tracking numbers: ${[...values].join(" and ")}`);
  const [value] = values;
  if (value === undefined) return undefined;
  if (!/^\d{22}$/.test(value)) throw unclear(`LetterStream sent a tracking number that is not 22 digits: "${value}"`);
  return value;
}

function unclear(message: string) {
  return new MailProviderError("unclear", message);
}
