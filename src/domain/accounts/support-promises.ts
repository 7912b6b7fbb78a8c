/**
 * What support promises, word for word wherever it is promised (pricing, /support, the chat panel),
 * and the live chat's timings. No schemas here: the landing page and the layout import this file.
 */

export const PRIORITY_SUPPORT_MEANING =
  "Messages you send while signed in are sorted first in our support queue, above those from customers without certified mail.";
export const EMAIL_SUPPORT_MEANING = "Write to us by email or through the contact form; we answer by email.";

/** How often an open chat panel (and an admin's open conversation) asks for new lines. */
export const CHAT_POLL_MS = 3000;
/** A reply the user has not seen in the panel within this many minutes is emailed to them. */
export const CHAT_AWAY_MINUTES = 3;
