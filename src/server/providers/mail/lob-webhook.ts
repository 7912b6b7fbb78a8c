import { createHmac, timingSafeEqual } from "node:crypto";
import type { MailStatus, TrackingInfo } from "./mail-provider.ts";

/**
 * Lob's words read as ours: a letter's tracking events, and webhook events with their signature on
 * the raw body. The tables, the signing rule and what is assumed: docs/decisions/0024-lob-second-provider.md.
 */

/** The parts of Lob's letter object we read (resources/letters/models/certified.yml). */
export interface LobLetter {
  id: string;
  url?: string | null;
  /** Lob's render status: processed, rendered or failed. */
  status?: string;
  deleted?: boolean;
  tracking_number?: string | null;
  tracking_events?: LobTrackingEvent[] | null;
  metadata?: Record<string, string> | null;
}

export interface LobTrackingEvent {
  name: string;
  time?: string | null;
  date_created?: string;
  details?: { event?: string; description?: string } | null;
}

/** Lob's certified tracking event names (tracking_event_certified.yml); "keep": the status stays the last known one. */
const EVENT_STATUS: Record<string, MailStatus | "keep"> = {
  mailed: "mailed",
  "in transit": "in_transit",
  "in local area": "in_transit",
  "processed for delivery": "in_transit",
  "pickup available": "in_transit",
  "re-routed": "in_transit",
  delivered: "delivered",
  "returned to sender": "returned",
  issue: "keep",
};

/** Our status for one of Lob's tracking event names; undefined for a name we do not know. */
export function lobEventStatus(name: string): MailStatus | "keep" | undefined {
  return EVENT_STATUS[name.trim().toLowerCase()];
}

/** Where a letter has got to, from its tracking events (ascending by time), in our words and Lob's. */
export function readLetterProgress(letter: LobLetter): TrackingInfo {
  const events = trackingEvents(letter)
    .map((event) => ({
      status: String(event.name ?? ""),
      at: String(event.time ?? event.date_created ?? ""),
      details: event.details?.event ?? event.details?.description ?? undefined,
    }))
    .sort((a, b) => (Date.parse(a.at) || 0) - (Date.parse(b.at) || 0));
  const trackingNumber = letter.tracking_number ?? undefined;
  if (letter.deleted) return { status: "cancelled", rawStatus: "Deleted", trackingNumber, events };
  if (events.length === 0 && letter.status === "failed")
    return { status: "failed", rawStatus: "failed", trackingNumber, events };
  let status: MailStatus | undefined = "submitted";
  let rawStatus = "Created";
  for (const event of events) {
    const ours = lobEventStatus(event.status);
    if (ours !== "keep") status = ours;
    rawStatus = event.status;
  }
  return { status, rawStatus, trackingNumber, events };
}

export type LobSignatureCheck = { ok: true } | { ok: false; reason: string };

export interface LobEvent {
  eventId: string;
  /** Lob's event type, e.g. letter.certified.delivered. */
  type: string;
  letterId: string;
  /** Our job name, from the letter's metadata. */
  job?: string;
  /** Undefined for an event type we do not act on: kept, shown, not acted on. */
  status?: MailStatus;
  rawStatus: string;
  at: string;
  details?: string;
  trackingNumber?: string;
}

/**
 * `Lob-Signature` is hex HMAC-SHA256, keyed with the webhook's secret, of
 * `<Lob-Signature-Timestamp>.<raw body>`; the timestamp is epoch milliseconds (10-digit seconds
 * are read as seconds). A timestamp further than `toleranceMs` from `now` is refused.
 */
export function verifyLobSignature(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  now: Date,
  toleranceMs = 5 * 60_000,
): LobSignatureCheck {
  if (!secret) return { ok: false, reason: "No Lob webhook secret is configured" };
  const signatureHeader = header(headers, "lob-signature");
  const timestampHeader = header(headers, "lob-signature-timestamp");
  const signature = signatureHeader.value;
  const timestamp = timestampHeader.value;
  if (signature === undefined) return { ok: false, reason: `Header ${signatureHeader.problem}` };
  if (timestamp === undefined) return { ok: false, reason: `Header ${timestampHeader.problem}` };
  if (!/^\d{10,16}$/.test(timestamp)) return { ok: false, reason: "Lob-Signature-Timestamp is not epoch time" };
  const sentAt = timestamp.length >= 13 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(now.getTime() - sentAt) > toleranceMs)
    return { ok: false, reason: `Lob-Signature-Timestamp is more than ${toleranceMs / 1000} s from now` };
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return { ok: false, reason: "Lob-Signature is not a hex SHA-256 digest" };
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex")))
    return { ok: false, reason: "Lob-Signature does not match the body" };
  return { ok: true };
}

/**
 * Lob's letter event types (resources/events/attributes/letter_types.yml) with Lob's tracking word,
 * mapped as tracking events are (lobEventStatus). Issue keeps the last status: no status here.
 */
const EVENT_TYPES: Record<string, { word: string; status?: MailStatus }> = {
  "letter.created": { word: "Created", status: "submitted" },
  "letter.deleted": { word: "Deleted", status: "cancelled" },
  "letter.failed": { word: "Failed", status: "failed" },
};
const TRACKING_TYPES: [slug: string, word: string, certifiedOnly?: boolean][] = [
  ["mailed", "Mailed"],
  ["in_transit", "In Transit"],
  ["in_local_area", "In Local Area"],
  ["processed_for_delivery", "Processed for Delivery"],
  ["pickup_available", "Pickup Available", true],
  ["re-routed", "Re-Routed"],
  ["delivered", "Delivered"],
  ["returned_to_sender", "Returned to Sender"],
  ["issue", "Issue", true],
];
for (const [slug, word, certifiedOnly] of TRACKING_TYPES) {
  const status = lobEventStatus(word);
  const entry = { word, status: status === "keep" ? undefined : status };
  EVENT_TYPES[`letter.certified.${slug}`] = entry;
  if (!certifiedOnly) EVENT_TYPES[`letter.${slug}`] = entry;
}

/** Lob's event object (resources/events/models/events.yml): id, event_type.id, body (the letter), date_created. */
export function readLobEvent(rawBody: Buffer): LobEvent | { error: string } {
  let event: {
    id?: unknown;
    event_type?: { id?: unknown };
    body?: LobLetter;
    reference_id?: unknown;
    date_created?: unknown;
  };
  try {
    event = JSON.parse(rawBody.toString("utf8"));
  } catch {
    return { error: "The event is not JSON" };
  }
  if (!event || typeof event !== "object") return { error: "The event is not an object" };
  const type = event.event_type?.id;
  const letterId = event.body?.id ?? event.reference_id;
  if (typeof event.id !== "string" || !event.id) return { error: "The event has no id" };
  if (typeof type !== "string" || !type) return { error: "The event has no event_type.id" };
  if (typeof letterId !== "string" || !/^ltr_[a-zA-Z0-9]+$/.test(letterId))
    return { error: `The event names no letter (${type})` };
  const known = EVENT_TYPES[type];
  const last = event.body ? trackingEvents(event.body).at(-1) : undefined;
  // The letter's latest tracking event, when it is the one this event announces, gives USPS's time and details.
  const tracked = known && String(last?.name).toLowerCase() === known.word.toLowerCase() ? last : undefined;
  const created = typeof event.date_created === "string" ? event.date_created : "";
  return {
    eventId: event.id,
    type,
    letterId,
    job: typeof event.body?.metadata?.job === "string" ? event.body.metadata.job : undefined,
    status: known?.status,
    rawStatus: tracked?.name ?? known?.word ?? type,
    at: tracked?.time ?? created,
    details: tracked?.details?.event ?? tracked?.details?.description ?? undefined,
    trackingNumber: event.body?.tracking_number ?? undefined,
  };
}

/** A letter's tracking events, leaving out anything that is not one. */
function trackingEvents(letter: LobLetter): LobTrackingEvent[] {
  const events = letter.tracking_events;
  return Array.isArray(events) ? events.filter((event) => event && typeof event === "object") : [];
}

/** One header's value, or why there is not exactly one. */
function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const values = Object.entries(headers)
    .filter(([key]) => key.toLowerCase() === name)
    .flatMap(([, value]) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));
  if (values.length === 1) return { value: values[0] };
  return { problem: `${values.length === 0 ? "missing" : "sent more than once"}: ${name}` };
}
