/**
 * LetterStream's replies as its Integration API document prints them (21 Dec 2020: Table 3.2 for
 * the verification replies, Table 4.3.1 for the submission replies; PROVIDERS.md, decision 0004),
 * copied exactly, and builders for the same shapes. The strict stand-in answers with the printed
 * samples, and the client's tests feed each one to the client. Add every real reply ever seen
 * here as well.
 */
export const PRINTED = {
  /** Table 3.2, "with debugging turned on": a word, a date and a time. */
  verification: {
    AUTHOK: "AUTHOK 051010 08:14:38",
    IDOK: "IDOK 051010 08:14:48",
    DUP: "DUP 051010 08:14:52",
    BAD: "BAD 051010 08:14:56",
  },
  /** Table 4.3.1, "Successful job submission response". */
  submitted: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<messages id="your_api_id">
   <message type="info">
        <code>-100</code>
        <details>Success</details>
        <batch>your_batch_id</batch>
         <quantity>2</quantity>
         <cost>12.28</cost>
         <doc><id>1305794309</id><job>117001</job><cost>6.14</cost></doc>
         <doc><id>1305794310</id><job>117001</job><cost>6.14</cost></doc>
   </message>
</messages>`,
  /** Table 4.3.1, "Successful preauth response": LetterStream's job number and doc id, not ours. */
  preauth: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<messages id="your_api_id">
   <message type="info">
        <code>-200</code>
                <details>Successful preauth: Please resubmit authcode to complete order</details>
                <authcode>a6e9cc7f2643a4d5c169cfb9212431sd</authcode>
                <batch>your_batch_id</batch>
                <quantity>1</quantity>
                <cost>0.83</cost>
                <doc><id>398</id><job>117002</job></doc>
           </message>
        </messages>`,
  /** Table 4.3.1, "Successful preauth authorization" (printed without an XML declaration). */
  authorized: `<messages id="your_api_id">
   <message type="info">
        <code>-200</code>
        <details>Success</details>
        <batch>your_batch_id</batch>
        <quantity>1</quantity>
        <cost>0.83</cost>
   </message>
</messages>`,
  /** Table 4.3.1, "An error returned for lack of monetary funding". */
  noFunds: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<messages id="your_api_id">
     <message type="error">
         <code>-911</code>
         <details>Warning: Insufficient funding. Items will not be processed until additional funding
is added to your account (please add funds to your account) </details>
     </message>
</messages>`,
} as const;

/** The values the printed preauth reply carries, which the strict stand-in replaces for each later job. */
export const PRINTED_PREAUTH_VALUES = {
  authcode: "a6e9cc7f2643a4d5c169cfb9212431sd",
  docId: "398",
  jobNumber: "117002",
};

/** The printed preauth reply with another authcode, doc id and job number (the first job gets it as printed). */
export function printedPreauthFor(values: { authcode: string; docId: string; jobNumber: string }): string {
  return PRINTED.preauth
    .replace(`<authcode>${PRINTED_PREAUTH_VALUES.authcode}</authcode>`, `<authcode>${values.authcode}</authcode>`)
    .replace(
      "<doc><id>398</id><job>117002</job></doc>",
      `<doc><id>${values.docId}</id><job>${values.jobNumber}</job></doc>`,
    );
}

/** A verification reply as Table 3.2 prints it, at `now` (the date as yymmdd, as "051010" reads). */
export function verificationText(word: keyof typeof PRINTED.verification, now = new Date()): string {
  const iso = now.toISOString();
  return `${word} ${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)} ${iso.slice(11, 19)}`;
}
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
