/** What each package's support means, word for word wherever it is promised (pricing, /support). */

export const PRIORITY_SUPPORT_MEANING =
  "Messages you send while signed in are sorted first in our support queue, above those from customers without certified mail.";
export const EMAIL_SUPPORT_MEANING = "Write to us by email or through the contact form; we answer by email.";
