import { z } from "zod";
import { formatDay, isDay } from "../time/clock.ts";

/** How a sender may have sent a letter they mailed themselves. */
export const SEND_METHODS = [
  "certified_mail",
  "priority_mail",
  "first_class_mail",
  "registered_post",
  "courier",
  "by_hand",
] as const;
export type SendMethod = (typeof SEND_METHODS)[number];

/** The ways offered to a sender: the Postal Service's in the US, registered post from abroad (decision 0052). */
export function sendMethodsFor(usSender: boolean): readonly SendMethod[] {
  return SEND_METHODS.filter((method) =>
    usSender ? method !== "registered_post" : !["certified_mail", "priority_mail", "first_class_mail"].includes(method),
  );
}

export const SEND_METHOD_LABELS: Record<SendMethod, string> = {
  certified_mail: "USPS Certified Mail",
  priority_mail: "USPS Priority Mail",
  first_class_mail: "USPS First-Class Mail",
  registered_post: "Registered or tracked post",
  courier: "A courier (UPS, FedEx, DHL…)",
  by_hand: "By hand",
};

const METHOD_WORDS: Record<SendMethod, string> = {
  certified_mail: "by USPS Certified Mail",
  priority_mail: "by USPS Priority Mail",
  first_class_mail: "by USPS First-Class Mail",
  registered_post: "by registered post",
  courier: "by courier",
  by_hand: "by hand",
};

export const TRACKING_NUMBER_MAX = 40;

/** PUT /api/demand-letters/{id}/sending: when and how the sender sent the letter they mailed themselves. */
export const sendingSchema = z.object({
  sentOn: z.string({ error: "Enter the day you sent it." }).refine(isDay, "Enter the day you sent it."),
  method: z.enum(SEND_METHODS, { error: "Choose how you sent it." }),
  trackingNumber: z
    .string()
    .trim()
    .max(TRACKING_NUMBER_MAX, `A tracking number has at most ${TRACKING_NUMBER_MAX} characters.`)
    .regex(/^[A-Za-z0-9 -]*$/, "A tracking number has only letters, digits, spaces and dashes.")
    .optional()
    .nullable()
    .transform((number) => number?.replace(/\s+/g, " ") || null),
  deliveredOn: z
    .string()
    .refine((value) => value === "" || isDay(value), "Enter the day it was delivered, or leave it blank.")
    .optional()
    .nullable()
    .transform((value) => value || null),
});
export type SendingInput = z.infer<typeof sendingSchema>;

/** A sending as it is kept and shown: recorded by the sender, or made by our mail at hand-over. */
export interface Sending {
  sentOn: string;
  method: SendMethod;
  trackingNumber: string | null;
  /** "sender": recorded by the sender; "our_mail": handed to our mail service for certified mail. */
  recordedBy: "sender" | "our_mail";
  /** The delivery day the sender recorded (from the tracking page or receipt); ours comes from the mail service. */
  deliveredOn?: string | null;
}

/** The sentence about delivery: the Postal Service's report for our mail, the sender's record otherwise. */
export function deliveryWords(sending: Pick<Sending, "recordedBy"> | null, deliveredOn: string): string {
  return sending?.recordedBy === "our_mail"
    ? `The Postal Service delivered it on ${formatDay(deliveredOn)}.`
    : `It was delivered on ${formatDay(deliveredOn)}.`;
}

/** How it went, as words after "sent": "by USPS Certified Mail No. 9407…", "by courier, tracking number 1Z…". */
export function sendingWords(sending: Pick<Sending, "method" | "trackingNumber">): string {
  const how = METHOD_WORDS[sending.method];
  if (!sending.trackingNumber) return how;
  return sending.method === "certified_mail"
    ? `${how} No. ${sending.trackingNumber}`
    : `${how}, tracking number ${sending.trackingNumber}`;
}
