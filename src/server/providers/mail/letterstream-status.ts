import type { ReplyMessage } from "./letterstream-xml.ts";
import { type JobState, MailProviderError, type MailStatus } from "./mail-provider.ts";

/**
 * Reading what LetterStream says about a job (jobstatus) or a letter (trackx). Neither reply is
 * documented, so both are read leniently; only a tracking number, which the app keeps, is held
 * to its 22 digits. Shapes in docs/decisions/0004-letterstream-wire-format.md.
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

/**
 * "absent" from -300, NOJOB or words saying no record; otherwise any message naming the job (in a
 * field, a `<doc>` or its details) with a status word we know. Anything else is "unknown", with
 * the raw reply for an admin.
 */
export function readJobStatus(messages: ReplyMessage[], job: string, raw: string): JobState {
  if (
    messages.some(
      (message) =>
        ["-300", "NOJOB"].includes(message.code) || (message.type === "error" && NO_RECORD.test(message.details)),
    )
  ) {
    return { state: "absent" };
  }
  for (const message of messages) {
    const doc = message.docs.find((entry) => entry.get("job") === job);
    const named = message.fields.get("job") === job || doc !== undefined || message.details.includes(job);
    if (!named) continue;
    const rawStatus = message.fields.get("status") ?? statusWordIn(message.details);
    const status = rawStatus === undefined ? undefined : STATUSES.get(normalise(rawStatus));
    if (!status) continue;
    const authCode = message.fields.get("authcode") || undefined;
    return {
      state: status === "held" ? "held" : "released",
      authCode,
      status,
      rawStatus,
      trackingNumber: trackingNumber(message, doc),
    };
  }
  return { state: "unknown", raw };
}

/**
 * The message naming the document (in a field, a `<doc>` or its details), or the only info
 * message, gives the status, in a `status` field or its details, the tracking number (its own or
 * its document's) and the events with the provider's own dates. A status word we do not know
 * comes back as it is, with no status of ours.
 */
export function readTracking(messages: ReplyMessage[], docId: string) {
  const errors = messages.filter((message) => message.type === "error");
  if (errors[0])
    throw new MailProviderError(
      "rejected",
      `LetterStream refused the tracking request (${errors[0].code}): ${errors[0].details}`,
      errors[0].code,
    );
  const infos = messages.filter((message) => message.type === "info" && !["AUTHOK", "-199"].includes(message.code));
  const docOf = (message: ReplyMessage) => message.docs.find((entry) => entry.get("id") === docId);
  const answer =
    infos.find(
      (message) => message.fields.get("docid") === docId || docOf(message) || message.details.includes(docId),
    ) ?? (infos.length === 1 ? infos[0] : undefined);
  if (!answer)
    throw unclear(
      `LetterStream's tracking reply names no document (${messages.map((message) => message.code).join(", ")})`,
    );
  checkEcho(answer.fields, "docid", docId);
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

/** If a reply (or one of its `<doc>`s) names the job or document, it must be the one we asked about. */
export function checkEcho(fields: ReadonlyMap<string, string>, field: string, expected: string) {
  const echoed = fields.get(field);
  if (echoed !== undefined && echoed !== expected)
    throw unclear(`LetterStream answered about ${field} "${echoed}", not "${expected}"`);
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
