/**
 * LetterStream's replies in the shapes its integration guide documents (PROVIDERS.md, decision
 * 0004), as raw XML: the strict stand-in answers with these, and the client's tests read each one.
 * Add every real reply ever seen here as well.
 */
export interface DocumentedDoc {
  id: string;
  job: string;
  cost?: string;
  tracking?: string;
}

/**
 * How a reply is wrapped: `<messages>` alone, `<messages>` in a `<div>`, each message in a `<div>`
 * inside `<messages>`, or each message in a `<div>` of its own with no `<messages>` at all.
 */
export type Wrapping = "messages" | "div" | "div-each" | "divs";

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const leaf = (name: string, value: string | undefined) =>
  value === undefined ? "" : `\n    <${name}>${escapeXml(value)}</${name}>`;

export function messageXml(type: "info" | "error", code: string, details: string, inner = ""): string {
  return `<message type="${type}">${leaf("code", code)}${leaf("details", details)}${inner}\n  </message>`;
}

/** One recipient's entry: `<doc><id/><job/><cost/><tracking/></doc>`, with the same names as the message's own. */
export function docXml(doc: DocumentedDoc): string {
  const parts = Object.entries(doc).map(([name, value]) =>
    value === undefined ? "" : `<${name}>${escapeXml(value)}</${name}>`,
  );
  return `\n    <doc>${parts.join("")}</doc>`;
}

/** -199: the credentials are accepted (an acknowledgement, never an answer by itself). */
export function authOkXml(details = "AUTHOK"): string {
  return messageXml("info", "-199", details);
}

/** -200 to a preauth: held, with the authcode that releases it, the batch's cost and one `<doc>` per recipient. */
export function heldXml(held: { authcode: string; batch: string; cost: string; docs: DocumentedDoc[] }): string {
  const totals = leaf("authcode", held.authcode) + leaf("batch", held.batch);
  const counts = leaf("quantity", String(held.docs.length)) + leaf("cost", held.cost);
  return messageXml(
    "info",
    "-200",
    "Job held: send the authcode back to release it",
    totals + counts + held.docs.map(docXml).join(""),
  );
}

/** -200 to a doauth: released. -100: submitted and released (also the answer to a second doauth). */
export function releasedXml(code: "-200" | "-100", batch: { batch: string; quantity: number; cost: string }): string {
  const details = code === "-200" ? "Success" : "Job submitted and released";
  return messageXml(
    "info",
    code,
    details,
    leaf("batch", batch.batch) + leaf("quantity", String(batch.quantity)) + leaf("cost", batch.cost),
  );
}

/** -911: the account lacks prepaid funds. */
export function noFundsXml(): string {
  return messageXml("error", "-911", "Insufficient prepaid funds: add funds to your account");
}

/** A whole reply, wrapped one of the documented ways. */
export function replyXml(messages: string[], wrapping: Wrapping = "messages"): string {
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const divs = messages.map((message) => `<div>${message}</div>`);
  if (wrapping === "divs") return `${declaration}${divs.join("\n")}\n`;
  const body = `<messages id="stand-in">\n  ${(wrapping === "div-each" ? divs : messages).join("\n  ")}\n</messages>`;
  return declaration + (wrapping === "div" ? `<div class="response">\n${body}\n</div>\n` : `${body}\n`);
}
